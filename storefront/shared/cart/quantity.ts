import type { CartItem } from '../../../contract/cart';
import { isControlReference, MAX_QUANTITY } from '../../../rules/quantity';

// Cart quantities: the floor and ceiling of each line come from the server (item.minQuantity / maxQuantity); the
// parsing and the control references are the shared rules (rules/quantity.ts).

/** Choices of the old layout's quantity dropdown: min..10, plus the current quantity when above. */
export function quantityChoices(current: number, min: number, upTo = 10, max = MAX_QUANTITY): number[] {
  const list: number[] = [];
  for (let q = Math.max(min, 0); q <= upTo; q++) list.push(q);
  if (current > upTo && current <= max) list.push(current);
  return list;
}

/**
 * References C015-C018 are hidden when the page's control2 status is 1 (SPEC.md section 9). The status comes from
 * the page (data-control2-status on <html>); anything but 1 shows them.
 */
export function visibleItems<T extends Pick<CartItem, 'analytics'>>(items: readonly T[], control2Status: number | undefined): T[] {
  return control2Status === 1 ? items.filter((i) => !isControlReference(i.analytics.reference)) : [...items];
}
