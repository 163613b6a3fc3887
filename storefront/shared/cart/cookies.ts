// The cart's cookies (SPEC.md sections 3 and 9): one asking for the cart to open on the next page, one marking that
// the shopper is in checkout, and the analytics affiliation from utm_source, kept 30 days. Expiry is days-based or the
// end of the current day. The cookie-choice flag itself lives in local storage (product-options/cookieChoice.ts); its
// legacy cookie mirror is written with an expiry in the past once the choice is stored there (section 9: "with a
// stored cookie choice the expiry is set in the past"), so browsers drop it.
//
// Pure: every function takes the document-like cookie jar and the clock, so tests need no browser.

/** Read and cleared by the server's open-shopping-cart-if-needed (server/routes/shopping.ts). */
export const OPEN_CART_COOKIE = 'atelier_open_cart';
export const IN_CHECKOUT_COOKIE = 'atelier_in_checkout';
export const AFFILIATION_COOKIE = 'atelier_affiliation';
/** Legacy mirror of the cookie choice (the choice itself is in local storage). */
export const COOKIE_CHOICE_COOKIE = 'atelier_cookie_choice';
export const AFFILIATION_DAYS = 30;

export type CookieExpiry = { days: number } | 'end-of-day' | 'past';

export interface CookieJar {
  cookie: string;
}

/** The moment a cookie with this expiry ends. */
export function cookieExpiryDate(expiry: CookieExpiry, now: Date): Date {
  if (expiry === 'past') return new Date(0);
  if (expiry === 'end-of-day') {
    const end = new Date(now);
    end.setHours(23, 59, 59, 0);
    return end;
  }
  return new Date(now.getTime() + expiry.days * 24 * 3600 * 1000);
}

/** The expiry to use: a stored cookie choice turns any expiry of the choice cookie into one in the past. */
export function effectiveExpiry(expiry: CookieExpiry, choiceStored: boolean): CookieExpiry {
  return choiceStored ? 'past' : expiry;
}

const NAME = /^[A-Za-z0-9_-]+$/;

/** The Set-Cookie-like string document.cookie takes. Values are URI-encoded; path is always "/". */
export function serializeCookie(name: string, value: string, expiry: CookieExpiry, now: Date, secure = false): string {
  if (!NAME.test(name)) throw new Error(`Bad cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `expires=${cookieExpiryDate(expiry, now).toUTCString()}`, 'path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie's value from a document.cookie string, or undefined. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function writeCookie(jar: CookieJar, name: string, value: string, expiry: CookieExpiry, now = new Date(), secure = false): void {
  jar.cookie = serializeCookie(name, value, expiry, now, secure);
}

export function deleteCookie(jar: CookieJar, name: string): void {
  jar.cookie = serializeCookie(name, '', 'past', new Date());
}

/** utm_source of a query string, trimmed and capped (it is only an analytics label). */
export function affiliationFromSearch(search: string): string | undefined {
  const source = new URLSearchParams(search).get('utm_source')?.trim();
  if (!source) return undefined;
  return source.slice(0, 100);
}

/** Keeps utm_source as the affiliation cookie for 30 days. Returns the value written, if any. */
export function rememberAffiliation(jar: CookieJar, search: string, now = new Date()): string | undefined {
  const source = affiliationFromSearch(search);
  if (source) writeCookie(jar, AFFILIATION_COOKIE, source, { days: AFFILIATION_DAYS }, now);
  return source;
}

/** Asks for the cart to open on the next page (until the end of the day; the server clears it once read). */
export function requestOpenCart(jar: CookieJar, now = new Date()): void {
  writeCookie(jar, OPEN_CART_COOKIE, '1', 'end-of-day', now);
}

export function openCartRequested(jar: CookieJar): boolean {
  return readCookie(jar.cookie, OPEN_CART_COOKIE) === '1';
}

/** Marks that the shopper went on to checkout (until the end of the day). */
export function markInCheckout(jar: CookieJar, now = new Date()): void {
  writeCookie(jar, IN_CHECKOUT_COOKIE, '1', 'end-of-day', now);
}

/** Mirrors the stored cookie choice: with a choice in local storage, the cookie is written already expired. */
export function syncCookieChoiceCookie(jar: CookieJar, choice: string | undefined, now = new Date()): void {
  const stored = choice !== undefined;
  writeCookie(jar, COOKIE_CHOICE_COOKIE, choice ?? '', effectiveExpiry({ days: 365 }, stored), now);
}
