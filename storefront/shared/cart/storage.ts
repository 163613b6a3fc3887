// Local storage: the cart item count (SPEC.md section 3), so the header shows it before the server answers.
import { localStore as local, type StorageLike } from '../../ui/localStore';

export const CART_COUNT_KEY = 'atelier:cartCount';

export function readCartCount(store: StorageLike | undefined = local()): number {
  try {
    const v = store?.getItem(CART_COUNT_KEY);
    return v && /^\d{1,7}$/.test(v) ? Number(v) : 0;
  } catch {
    return 0;
  }
}

export function saveCartCount(count: number, store: StorageLike | undefined = local()): void {
  try {
    store?.setItem(CART_COUNT_KEY, String(Math.max(0, Math.floor(count))));
  } catch {
    // private mode: the header falls back to the server's count
  }
}
