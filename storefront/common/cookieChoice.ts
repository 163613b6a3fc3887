// The cookie-choice flag of SPEC.md section 3 ("Local storage: ... cookie-choice flag"). Until the shopper has made a
// choice, adding to the cart is blocked and the cookie-choice prompt shows instead (section 4).
import { localStore as storage, type StorageLike } from '../ui/localStore';

export const COOKIE_CHOICE_KEY = 'cookieChoice';
export type CookieChoice = 'accepted' | 'necessary';

export function readCookieChoice(store: StorageLike | undefined = storage()): CookieChoice | undefined {
  try {
    const v = store?.getItem(COOKIE_CHOICE_KEY);
    return v === 'accepted' || v === 'necessary' ? v : undefined;
  } catch {
    return undefined;
  }
}

export function hasCookieChoice(store: StorageLike | undefined = storage()): boolean {
  return readCookieChoice(store) !== undefined;
}

export function saveCookieChoice(choice: CookieChoice, store: StorageLike | undefined = storage()): void {
  try {
    store?.setItem(COOKIE_CHOICE_KEY, choice);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
