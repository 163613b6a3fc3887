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

/** Copies the totals of a remove / update answer into the view (in place: used inside immer). */
export function applyTotals(view: CartView, answer: TotalsAnswer): void {
  view.count = answer.count;
  view.total = answer.total;
  view.estimatedShippingTotal = answer.estimatedShippingTotal;
  view.grandTotal = answer.grandTotal;
  view.discount = answer.discount;
  view.currency = answer.currency;
  view.formatted = { ...answer.formatted };
  // the banner follows the same answer as the summary (it went stale when only the totals were copied)
  view.freeShipping = { ...answer.freeShipping };
  view.freeExpressShipping = answer.freeExpressShipping && { ...answer.freeExpressShipping };
}

/** An update-item-quantity answer: the item's quantity and line total, and the cart's totals. */
export function applyQuantityAnswer(
  view: CartView,
  id: number,
  answer: TotalsAnswer & { quantity: number; priceTotalArticle: number; formattedPriceTotalArticle: string },
): void {
  applyTotals(view, answer);
  const item = view.items.find((i) => i.id === id);
  if (!item) return;
  item.quantity = answer.quantity;
  item.totalPrice = answer.priceTotalArticle;
  item.formattedTotalPrice = answer.formattedPriceTotalArticle;
}

/** "1 item" / "3 items". */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
