import type { CartView } from '../../contract/cart';
import { shippingProgress } from '../shared/cart/totals';
import { cartFigures, Totals } from '../shared/Totals';

function Progress({ p, label, testId }: { p: NonNullable<CartView['freeExpressShipping']>; label: string; testId: string }) {
  const progress = shippingProgress(p, label);
  return (
    <div className={`cart-progress${progress.reached ? ' cart-progress--reached' : ''}`} data-testid={testId}>
      <p className="cart-progress__text">{progress.message}</p>
      <div
        className="cart-progress__bar"
        role="progressbar"
        aria-label={`Progress towards ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

/**
 * The new layout's free-shipping bar: progress to free shipping, then (once reached) to free express shipping.
 */
export function ShippingProgressBar({ view }: { view: CartView }) {
  const express = view.freeExpressShipping;
  if (view.freeShipping.reached && express) return <Progress p={express} label="free express shipping" testId="cart-free-shipping" />;
  return <Progress p={view.freeShipping} label="free shipping" testId="cart-free-shipping" />;
}

/** Items total, discount, estimated shipping and grand total (the old layout adds the free-shipping threshold). */
export function ShippingSummary({ view, layout }: { view: CartView; layout: 'new' | 'old' }) {
  return (
    <section className="cart-summary" aria-label="Order summary" data-testid="cart-summary">
      {layout === 'old' && !view.freeShipping.reached && (
        <p className="cart-progress__text" data-testid="cart-free-shipping">
          Free shipping from {view.freeShipping.formattedThreshold}
        </p>
      )}
      <Totals figures={cartFigures(view)} className="cart-totals" testIdPrefix="cart" shippingLabel="Estimated shipping" />
    </section>
  );
}
