import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCart } from '../shared/cart/store';

/** Voucher field: sent only when non-empty; the answer shows as a success or danger message. */
export function VoucherForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const sending = useCart((s) => s.voucherSending);
  const msg = useCart((s) => s.voucherMessage);
  const applied = useCart((s) => s.view?.voucher);
  const applyVoucher = useCart((s) => s.applyVoucher);
  const messageRef = useRef<HTMLDivElement>(null);
  // The answer appears under the field: keep it in view inside the scrolling panel.
  useEffect(() => {
    if (msg) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [msg]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    void applyVoucher(code);
  };

  return (
    <form className="cart-voucher" onSubmit={submit} data-testid="cart-voucher">
      <label htmlFor={id} className="cart-voucher__label">
        Voucher code
      </label>
      <div className="cart-voucher__row">
        <input
          id={id}
          className="cart-voucher__input"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          data-testid="cart-voucher-input"
        />
        <button type="submit" className="button" disabled={sending || !code.trim()} data-testid="cart-voucher-apply">
          {sending ? 'Checking…' : 'Apply'}
        </button>
      </div>
      <div aria-live="polite" ref={messageRef}>
        {msg && (
          <p
            className={`cart-alert cart-alert--${msg.tone}`}
            role={msg.tone === 'danger' ? 'alert' : 'status'}
            data-testid="cart-voucher-message"
            data-tone={msg.tone}
          >
            {msg.text}
          </p>
        )}
      </div>
      {applied && !msg && (
        <p className="cart-voucher__applied" data-testid="cart-voucher-applied">
          <strong>{applied.code}</strong> · {applied.explanation}
        </p>
      )}
    </form>
  );
}
