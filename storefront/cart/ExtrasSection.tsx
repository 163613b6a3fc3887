import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import type { CartView } from '../../contract/cart';
import { useCart } from '../shared/cart/store';

const blurbs: Record<CartView['extras'][number]['kind'], string> = {
  'priority-service': 'Your order is made and shipped first.',
  'premium-user': 'Free standard shipping on this and future orders.',
};

function Extra({ extra }: { extra: CartView['extras'][number] }) {
  const id = useId();
  const busy = useCart((s) => !!s.extrasBusy[extra.kind]);
  const toggle = useCart((s) => s.toggleExtra);
  return (
    <div className="cart-extra" data-testid={`cart-extra-${extra.kind}`}>
      <Checkbox.Root id={id} className="cart-extra__box" checked={extra.checked} disabled={busy} onCheckedChange={(c) => void toggle(extra.kind, c === true)}>
        <Checkbox.Indicator className="cart-extra__tick">
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="cart-extra__label">
        <span className="cart-extra__name">
          {extra.name} <span className="cart-extra__price">+{extra.formattedPrice}</span>
        </span>
        <span className="cart-extra__blurb">{blurbs[extra.kind]}</span>
      </label>
    </div>
  );
}

/** Priority-service and premium-user checkboxes: ticking adds a locked item, unticking removes it. */
export function ExtrasSection({ extras }: { extras: CartView['extras'] }) {
  if (extras.length === 0) return null;
  return (
    <section className="cart-extras" aria-label="Extras" data-testid="cart-extras">
      <h3 className="cart-section-title">Make it yours faster</h3>
      {extras.map((e) => (
        <Extra key={e.kind} extra={e} />
      ))}
    </section>
  );
}
