// Quantity rules of SPEC.md sections 4, 5 and 9: integer at least 1 (0 for control and charger quantities); blank or
// non-numeric becomes the minimum; key input accepts only digits and navigation/edit keys.

export const MIN_QUANTITY = 1;
export const MIN_ACCESSORY_QUANTITY = 0;
export const MAX_QUANTITY = 10_000;

/** The quantity a typed text stands for: whole digits, clamped to [min, MAX_QUANTITY]; blank or non-numeric -> min. */
export function parseQuantity(text: string, min = MIN_QUANTITY): number {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return min;
  return Math.min(MAX_QUANTITY, Math.max(min, Number.parseInt(t, 10)));
}

/** Minus is disabled at the minimum. */
export function canDecrease(quantity: number, min = MIN_QUANTITY): boolean {
  return quantity > min;
}

export function canIncrease(quantity: number): boolean {
  return quantity < MAX_QUANTITY;
}

const editKeys = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Whether a keydown may go through to a quantity field: digits, navigation/edit keys and shortcuts (Ctrl/Cmd+A/C/V/X/Z). */
export function isQuantityKeyAllowed(e: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (e.ctrlKey || e.metaKey) return true;
  if (editKeys.has(e.key)) return true;
  return /^[0-9]$/.test(e.key);
}

/** Custom pack sizes round UP to a whole pack; blank or non-numeric -> undefined. */
export function roundPack(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Math.ceil(Number(t));
  return n > 0 ? n : undefined;
}
