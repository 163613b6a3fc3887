import type { CartItem } from '../../contract/cart';
import { MAX_QUANTITY, parseQuantity } from '../product-options/rules/quantity';

// Cart quantities (SPEC.md sections 4, 5, 9): at least 1; control and charger items (C015-C018) may go to 0.

export const CONTROL_REFERENCES: readonly string[] = ['C015', 'C016', 'C017', 'C018'];

export function isControlItem(item: Pick<CartItem, 'analytics'>): boolean {
  return CONTROL_REFERENCES.includes(item.analytics.reference);
}

export function minQuantityFor(item: Pick<CartItem, 'analytics'>): number {
  return isControlItem(item) ? 0 : 1;
}

/** A typed cart quantity: digits only, blank/non-numeric -> the item's minimum, capped at 10 000. */
export function parseCartQuantity(text: string, item: Pick<CartItem, 'analytics'>): number {
  return parseQuantity(text, minQuantityFor(item));
}

/** Choices of the old layout's quantity dropdown: min..10, plus the current quantity when above. */
export function quantityChoices(current: number, min: number, upTo = 10): number[] {
  const list: number[] = [];
  for (let q = Math.max(min, 0); q <= upTo; q++) list.push(q);
  if (current > upTo && current <= MAX_QUANTITY) list.push(current);
  return list;
}

/**
 * References C015-C018 are hidden when the page's control2 status is 1 (SPEC.md section 9). The status comes from
 * the page (data-control2-status on <html>); anything but 1 shows them.
 */
export function visibleItems<T extends Pick<CartItem, 'analytics'>>(items: readonly T[], control2Status: number | undefined): T[] {
  return control2Status === 1 ? items.filter((i) => !isControlItem(i)) : [...items];
}
