// Caps of one cart (issue 10). The cart service checks them inside the cart's lock, and the contract takes its bounds
// from them, so every cart the server accepts fits its own answers (a cart that did not fit answered 500).
import { MAX_MONEY } from './money';
import { MAX_QUANTITY } from './quantity';

/** Most lines (items, linked ones included) one cart holds. */
export const MAX_CART_LINES = 200;
/** Largest count (sum of quantities) a cart can reach within the caps: the contract's bound for `count`. */
export const MAX_CART_COUNT = MAX_CART_LINES * MAX_QUANTITY;
/** Room above the items total for shipping, so grandTotal = total - discount + shipping stays within MAX_MONEY. */
const SHIPPING_HEADROOM = 1_000_000;
/** Largest items total (minor units) a cart may reach. */
export const MAX_CART_TOTAL = MAX_MONEY - SHIPPING_HEADROOM;

export interface CapLine {
  unitPrice: number;
  quantity: number;
}

export type CartCapRefusal = 'cart-full' | 'cart-total-too-large';

/** Which cap a cart of `existing` lines would pass by taking `adding` (or replacing `replacing` of them), if any. */
export function cartCapRefusal(existing: readonly CapLine[], adding: readonly CapLine[], replacing: readonly CapLine[] = []): CartCapRefusal | undefined {
  if (existing.length - replacing.length + adding.length > MAX_CART_LINES) return 'cart-full';
  if (linesTotal(existing) - linesTotal(replacing) + linesTotal(adding) > MAX_CART_TOTAL) return 'cart-total-too-large';
  return undefined;
}

/** Sum of unit price x quantity. */
export const linesTotal = (lines: readonly CapLine[]): number => lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
