// Quantity rules of SPEC.md sections 4, 5 and 9: a whole number of at least 1 (0 for control and charger items),
// capped at 10,000; blank or non-numeric becomes the minimum; key input takes digits and editing keys only.

export const MIN_QUANTITY = 1;
/** Control and charger items may go down to 0. */
export const MIN_CONTROL_QUANTITY = 0;
/** The most of one item a cart line or a configuration takes. */
export const MAX_QUANTITY = 10_000;

/** Control and charger items (catalogue references C015-C018). */
export const CONTROL_REFERENCES: readonly string[] = ['C015', 'C016', 'C017', 'C018'];

export const isControlReference = (reference: string): boolean => CONTROL_REFERENCES.includes(reference);

/** The smallest quantity an item with this reference may have. */
export const minQuantityForReference = (reference: string): number => (isControlReference(reference) ? MIN_CONTROL_QUANTITY : MIN_QUANTITY);

/** Whether a quantity is one the shop takes for an item whose minimum is `min`. */
export function isValidQuantity(quantity: number, min = MIN_QUANTITY): boolean {
  return Number.isInteger(quantity) && quantity >= min && quantity <= MAX_QUANTITY;
}

/** What a quantity field did to what was typed, so the page can say it (issue 11: "2.5" became 25 without a word). */
export type QuantityNotice = 'not-a-number' | 'rounded' | 'raised-to-min' | 'capped';

export interface QuantityReading {
  quantity: number;
  notice?: QuantityNotice;
}

/**
 * The quantity a typed text stands for, and what was changed: blank -> min (silently); a decimal rounds to the nearest
 * whole number; below min -> min; above max -> max; anything else keeps `current`.
 */
export function readQuantity(text: string, min = MIN_QUANTITY, max = MAX_QUANTITY, current = min): QuantityReading {
  const t = text.trim().replace(',', '.');
  if (t === '') return { quantity: min };
  if (!/^-?\d+(\.\d+)?$/.test(t)) return { quantity: current, notice: 'not-a-number' };
  const n = Number(t);
  const whole = Math.round(n);
  if (whole < min) return { quantity: min, notice: 'raised-to-min' };
  if (whole > max) return { quantity: max, notice: 'capped' };
  return whole === n ? { quantity: whole } : { quantity: whole, notice: 'rounded' };
}

/** Minus is disabled at the minimum. */
export const canDecrease = (quantity: number, min = MIN_QUANTITY): boolean => quantity > min;
/** Plus is disabled at the cap. */
export const canIncrease = (quantity: number, max = MAX_QUANTITY): boolean => quantity < max;

const EDIT_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Whether a keydown may reach a quantity field: digits, navigation/edit keys and shortcuts (Ctrl/Cmd+A/C/V/X/Z).
 * The decimal mark and the minus sign pass too (SPEC.md keeps digits only): dropping them turned "2.5" into 25 and
 * "-3" into 3; readQuantity rounds or raises them and the page says so.
 */
export function isQuantityKeyAllowed(e: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (e.ctrlKey || e.metaKey) return true;
  return EDIT_KEYS.has(e.key) || /^[0-9.,-]$/.test(e.key);
}
