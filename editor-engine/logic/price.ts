import type { DesignDocument } from '../model.js';
import { isOneByOne, isPackPriced } from '../productTypes.js';
import { packAlert, sizeAlert } from './sizing.js';

/** Quantity is an integer of at least 1; blank or non-numeric input becomes 1. */
export function normaliseQuantity(input: number | string): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input).trim(), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.max(1, Math.floor(n));
}

/**
 * A price may be requested only when no size (or, for type 10, pack) alert shows and there is a quantity together with either a full size
 * (width and height), a composition, a device or a clothing model.
 */
export function canRequestPrice(doc: DesignDocument): boolean {
  const p = doc.product;
  if (!(p.quantity >= 1)) return false;
  // type 7 is 1 x 1 by rule (its catalogue size is named by the device): no size alert applies to it
  if (!isOneByOne(p.typeCode) && sizeAlert({ width: p.width, height: p.height }, p.limits) !== null) return false;
  // pack-priced sizes (type 10) show the pack alert until a pack of at least the minimum is chosen
  if (isPackPriced(p.typeCode) && packAlert(p.pack, p.limits.minPack ?? 1)) return false;
  const hasSize = p.width !== null && p.width > 0 && p.height !== null && p.height > 0;
  return hasSize || !!p.composition || !!p.device || !!p.model;
}
