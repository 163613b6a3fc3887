// The shopper's unit for custom sizes (cm or in), remembered between products and visits in local storage. A new
// configuration starts in it; a modified cart item opens in centimetres (the cart stores centimetres).
import { localStore as storage, type StorageLike } from '../ui/localStore';
import type { LengthUnit } from '../../rules/size';

export const SIZE_UNIT_KEY = 'sizeUnit';

export function readUnitChoice(store: StorageLike | undefined = storage()): LengthUnit | undefined {
  try {
    const v = store?.getItem(SIZE_UNIT_KEY);
    return v === 'cm' || v === 'in' ? v : undefined;
  } catch {
    return undefined;
  }
}

export function saveUnitChoice(unit: LengthUnit, store: StorageLike | undefined = storage()): void {
  try {
    store?.setItem(SIZE_UNIT_KEY, unit);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
