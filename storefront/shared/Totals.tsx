import type { CartView } from '../../contract/cart';

// The totals block of the cart, the checkout and the order page: items, discount (with its voucher), shipping and the
// grand total, every figure as the server formatted it. Each page keeps its look (`cart-totals`, `checkout-totals`)
// and its test ids (`<prefix>-items-total` …).

export interface TotalsFigures {
  itemsTotal: string;
  /** The discount's amount; the line shows only when above 0. */
  discount: number;
  formattedDiscount: string;
  voucherCode?: string | null;
  /** Shipping's amount: 0 reads "Free". */
  shipping: number;
  formattedShipping: string;
  grandTotal: string;
}

/** A cart's figures (the slide-in cart and the checkout show the same ones). */
export function cartFigures(view: CartView): TotalsFigures {
  const f = view.formatted;
  return {
    itemsTotal: f.total,
    discount: view.discount,
    formattedDiscount: f.discount,
    voucherCode: view.voucher?.code,
    shipping: view.estimatedShippingTotal,
    formattedShipping: f.estimatedShippingTotal,
    grandTotal: f.grandTotal,
  };
}

export function Totals({
  figures: t,
  className,
  testIdPrefix,
  shippingLabel = 'Shipping',
}: {
  figures: TotalsFigures;
  /** The block's CSS class; its lines take `__discount` and `__grand`. */
  className: string;
  testIdPrefix: string;
  shippingLabel?: string;
}) {
  return (
    <dl className={className} data-testid={`${testIdPrefix}-totals`}>
      <div>
        <dt>Items</dt>
        <dd data-testid={`${testIdPrefix}-items-total`}>{t.itemsTotal}</dd>
      </div>
      {t.discount > 0 && (
        <div className={`${className}__discount`}>
          <dt>Discount{t.voucherCode ? ` (${t.voucherCode})` : ''}</dt>
          <dd data-testid={`${testIdPrefix}-discount`}>−{t.formattedDiscount}</dd>
        </div>
      )}
      <div>
        <dt>{shippingLabel}</dt>
        <dd data-testid={`${testIdPrefix}-shipping`}>{t.shipping === 0 ? 'Free' : t.formattedShipping}</dd>
      </div>
      <div className={`${className}__grand`}>
        <dt>Total</dt>
        <dd data-testid={`${testIdPrefix}-grand-total`}>{t.grandTotal}</dd>
      </div>
    </dl>
  );
}
