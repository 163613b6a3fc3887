import type { CartView } from '../../../contract/cart';

// The numbers the cart shows: free-shipping progress, and how a cart-changing answer updates the view.

export interface ShippingProgress {
  /** 0..100, whole percent of the threshold reached. */
  percent: number;
  reached: boolean;
  /** What the bar says. */
  message: string;
}

type Progress = NonNullable<CartView['freeExpressShipping']>;

/** Progress towards a free-shipping threshold (items total after discount, as the server counts it). */
export function shippingProgress(p: Progress, label = 'free shipping'): ShippingProgress {
  if (p.reached || p.remaining <= 0) return { percent: 100, reached: true, message: `You have ${label}` };
  const percent = p.threshold > 0 ? Math.max(0, Math.min(99, Math.floor(((p.threshold - p.remaining) / p.threshold) * 100))) : 0;
  return { percent, reached: false, message: `Spend ${p.formattedRemaining} more for ${label}` };
}

export type TotalsAnswer = Pick<
  CartView,
  'count' | 'total' | 'estimatedShippingTotal' | 'grandTotal' | 'discount' | 'currency' | 'formatted' | 'freeShipping' | 'freeExpressShipping'
>;

/** The view with the totals of a remove / update answer. */
export function withTotals(view: CartView, answer: TotalsAnswer): CartView {
  return {
    ...view,
    count: answer.count,
    total: answer.total,
    estimatedShippingTotal: answer.estimatedShippingTotal,
    grandTotal: answer.grandTotal,
    discount: answer.discount,
    currency: answer.currency,
    formatted: { ...answer.formatted },
    // the banner follows the same answer as the summary (it went stale when only the totals were copied)
    freeShipping: { ...answer.freeShipping },
    freeExpressShipping: answer.freeExpressShipping && { ...answer.freeExpressShipping },
  };
}

/** The view with an update-item-quantity answer: the item's quantity and line total, and the cart's totals. */
export function withQuantityAnswer(
  view: CartView,
  id: number,
  answer: TotalsAnswer & { quantity: number; priceTotalArticle: number; formattedPriceTotalArticle: string },
): CartView {
  const next = withTotals(view, answer);
  return withItem(next, id, { quantity: answer.quantity, totalPrice: answer.priceTotalArticle, formattedTotalPrice: answer.formattedPriceTotalArticle });
}

/** The view with `patch` applied to item `id` (the view itself when it has no such item). */
export function withItem(view: CartView, id: number, patch: Partial<CartView['items'][number]>): CartView {
  if (!view.items.some((i) => i.id === id)) return view;
  return { ...view, items: view.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) };
}

/** "1 item" / "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
