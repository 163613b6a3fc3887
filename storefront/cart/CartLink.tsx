import { useId, useState } from 'react';

/** The address that brings this cart back in any browser (`?tvcart=`, recovered by storefront/cart/boot.ts). */
export function cartLink(origin: string, recoveryHash: string): string {
  return `${origin}/?tvcart=${encodeURIComponent(recoveryHash)}`;
}

type Copied = 'idle' | 'copied' | 'failed';

/**
 * "Keep this cart for later": the cart's recovery link, to copy and open on another device or send to someone. A
 * shopper without a clipboard (or who refused it) can still select the link in its field.
 */
export function CartLink({ recoveryHash }: { recoveryHash: string }) {
  const id = useId();
  const [copied, setCopied] = useState<Copied>('idle');
  const link = cartLink(location.origin, recoveryHash);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="cart-share" aria-labelledby={`${id}-title`} data-testid="cart-link">
      <h3 className="cart-share__title" id={`${id}-title`}>
        Keep this cart for later
      </h3>
      <label className="visually-hidden" htmlFor={`${id}-field`}>
        Link to this cart
      </label>
      <div className="cart-share__row">
        <input id={`${id}-field`} className="cart-share__field" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="cart-link-field" />
        <button type="button" className="button" onClick={() => void copy()} data-testid="cart-link-copy">
          Copy link
        </button>
      </div>
      <p className="cart-share__status" role="status" data-testid="cart-link-status">
        {copied === 'copied' && 'Link copied. Open it on any device to get this cart back.'}
        {copied === 'failed' && 'Copying is not allowed here: select the link and copy it.'}
      </p>
    </section>
  );
}
