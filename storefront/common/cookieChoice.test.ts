import { describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_KEY, hasCookieChoice, readCookieChoice, saveCookieChoice } from './cookieChoice';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('cookie choice', () => {
  it('no choice until one is saved in local storage', () => {
    const store = memoryStorage();
    expect(hasCookieChoice(store)).toBe(false);
    saveCookieChoice('necessary', store);
    expect([readCookieChoice(store), hasCookieChoice(store), store.getItem(COOKIE_CHOICE_KEY)]).toEqual(['necessary', true, 'necessary']);
  });
  it('an unknown value or a storage that throws counts as no choice', () => {
    const store = memoryStorage();
    store.setItem(COOKIE_CHOICE_KEY, 'maybe');
    expect(hasCookieChoice(store)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasCookieChoice(throwing)).toBe(false);
    expect(() => saveCookieChoice('accepted', throwing)).not.toThrow();
  });
});
