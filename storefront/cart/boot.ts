import { addressWithout } from '../common/address';
import { readCookieChoice } from '../common/cookieChoice';
import { popupFromQuery, usePopupHost } from '../common/popupHost';
import { cartData } from '../data/cart';
import { openCartRequested, deleteCookie, OPEN_CART_COOKIE, rememberAffiliation, requestOpenCart, syncCookieChoiceCookie } from '../shared/cart/cookies';
import { useCart } from '../shared/cart/store';

// What every page does for the cart on load: keep the affiliation, recover a ?tvcart= link, and open the cart by
// itself when the open-cart cookie or the server asks (never for crawlers); otherwise fill the header's count.

export const RECOVERY_PARAM = 'tvcart';

/** The recovery hash of a URL's query, if well formed. */
export function recoveryHash(search: string): string | undefined {
  const hash = new URLSearchParams(search).get(RECOVERY_PARAM);
  return hash && /^[A-Za-z0-9_-]{8,128}$/.test(hash) ? hash : undefined;
}

/** The URL without its tvcart parameter (so a reload does not recover again). */
export function withoutRecoveryParam(href: string): string {
  return addressWithout(href, RECOVERY_PARAM);
}

/** The checkout page (storefront/checkout/), where the cart never opens by itself. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname === '/checkout' || pathname.startsWith('/checkout/');
}

/**
 * Whether the cart may slide in by itself on this page: not on checkout, which shows the order itself, and not over
 * the popup a `?modify=` or `?quick-add=` address opens (two stacked dialogs, and Escape would close the wrong one).
 */
export function maySlideInItself(pathname: string, search: string): boolean {
  return !isCheckoutPath(pathname) && popupFromQuery(search) === undefined;
}

let booted = false;

export async function bootCart(): Promise<void> {
  if (booted || typeof window === 'undefined') return;
  booted = true;
  rememberAffiliation(document, location.search);
  syncCookieChoiceCookie(document, readCookieChoice());
  // Leaving the page with the cart open asks the next page to open it again.
  window.addEventListener('pagehide', () => {
    if (useCart.getState().isOpen) requestOpenCart(document);
  });

  const store = useCart.getState();
  const hash = recoveryHash(location.search);
  if (hash) {
    history.replaceState(history.state, '', withoutRecoveryParam(location.href));
    if (await store.recover(hash)) return;
  }

  // The shared crawler rule (rules/crawler.ts, with isbot's list) loads on its own, off the page's first JavaScript.
  const { isCrawler } = await import('../../rules/crawler');
  if (!isCrawler(navigator.userAgent)) {
    const cookieAsks = openCartRequested(document);
    let serverAsks = false;
    try {
      serverAsks = await cartData.openIfNeeded();
    } catch {
      // no answer: only the cookie decides
    }
    if (cookieAsks) deleteCookie(document, OPEN_CART_COOKIE);
    // Leaving a page with the cart open, which the checkout button does, sets the open-cart cookie: checkout still
    // does not slide it in, nor does a popup already open (the address's, whose parameter has left the address by
    // now, or a quick tap's).
    if ((cookieAsks || serverAsks) && maySlideInItself(location.pathname, location.search) && !usePopupHost.getState().request) {
      useCart.getState().openCart();
      return;
    }
  }
  await useCart.getState().refresh();
}
