import { describe, expect, it } from 'vitest';
import {
  AFFILIATION_COOKIE,
  COOKIE_CHOICE_COOKIE,
  cookieExpiryDate,
  effectiveExpiry,
  markInCheckout,
  openCartRequested,
  readCookie,
  rememberAffiliation,
  requestOpenCart,
  serializeCookie,
  syncCookieChoiceCookie,
  type CookieJar,
} from './cookies';

/** A cookie jar that keeps the last write of each cookie (like document.cookie, without expiry handling). */
function jar(): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  const values = new Map<string, string>();
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(s: string) {
      writes.push(s);
      const [pair] = s.split(';');
      const i = pair.indexOf('=');
      values.set(pair.slice(0, i), pair.slice(i + 1));
    },
  };
}

const now = new Date(2026, 10, 23, 9, 30, 0);

describe('cookie expiry', () => {
  it('is days-based', () => {
    expect(cookieExpiryDate({ days: 30 }, now).getTime() - now.getTime()).toBe(30 * 24 * 3600 * 1000);
  });
  it('or the end of the current day', () => {
    const end = cookieExpiryDate('end-of-day', now);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 10, 23, 23, 59]);
  });
  it('is in the past once a cookie choice is stored', () => {
    expect(effectiveExpiry({ days: 365 }, true)).toBe('past');
    expect(effectiveExpiry({ days: 365 }, false)).toEqual({ days: 365 });
    expect(cookieExpiryDate('past', now).getTime()).toBeLessThan(now.getTime());
  });
});

describe('cookies', () => {
  it('serialises with path, SameSite and an encoded value', () => {
    const s = serializeCookie('atelier_x', 'a b;c', { days: 1 }, now);
    expect(s).toMatch(/^atelier_x=a%20b%3Bc; expires=.+ GMT; path=\/; SameSite=Lax$/);
    expect(() => serializeCookie('bad name', 'x', { days: 1 }, now)).toThrow();
  });
  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('a=1; atelier_open_cart=1; b=x%20y', 'atelier_open_cart')).toBe('1');
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('aa=1', 'a')).toBeUndefined();
    expect(readCookie('a=%E0%A4%A', 'a')).toBeUndefined();
  });
  it('keeps utm_source as the affiliation for 30 days', () => {
    const j = jar();
    expect(rememberAffiliation(j, '?utm_source=newsletter&x=1', now)).toBe('newsletter');
    expect(readCookie(j.cookie, AFFILIATION_COOKIE)).toBe('newsletter');
    expect(j.writes[0]).toContain(new Date(now.getTime() + 30 * 86_400_000).toUTCString());
    expect(rememberAffiliation(j, '?utm_source=%20', now)).toBeUndefined();
    expect(j.writes).toHaveLength(1);
  });
  it('asks for the cart to open until the end of the day, and marks checkout', () => {
    const j = jar();
    expect(openCartRequested(j)).toBe(false);
    requestOpenCart(j, now);
    expect(openCartRequested(j)).toBe(true);
    expect(j.writes[0]).toContain(cookieExpiryDate('end-of-day', now).toUTCString());
    markInCheckout(j, now);
    expect(readCookie(j.cookie, 'atelier_in_checkout')).toBe('1');
  });
  it('writes the cookie-choice mirror already expired once the choice is stored', () => {
    const j = jar();
    syncCookieChoiceCookie(j, 'accepted', now);
    expect(j.writes[0]).toContain(`${COOKIE_CHOICE_COOKIE}=accepted`);
    expect(j.writes[0]).toContain(new Date(0).toUTCString());
    syncCookieChoiceCookie(j, undefined, now);
    expect(j.writes[1]).not.toContain(new Date(0).toUTCString());
  });
});
