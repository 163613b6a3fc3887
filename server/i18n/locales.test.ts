import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('prefers the query, then the cookie, then Accept-Language', () => {
    expect(resolveLocale({ query: 'da', cookie: 'es', acceptLanguage: 'en' })).toBe('da');
    expect(resolveLocale({ cookie: 'es', acceptLanguage: 'da' })).toBe('es');
    expect(resolveLocale({ acceptLanguage: 'da-DK,da;q=0.9' })).toBe('da');
  });

  it('skips unsupported values', () => {
    expect(resolveLocale({ query: 'fr', cookie: 'xx', acceptLanguage: 'de, es;q=0.5' })).toBe('es');
  });

  it('defaults to English', () => {
    expect(resolveLocale({})).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'fr-FR, de;q=0.8' })).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight and drops q=0', () => {
    expect(parseAcceptLanguage('fr, da;q=0.5, es;q=0.8, en;q=0')).toEqual(['es', 'da']);
  });

  it('keeps header order for equal weights', () => {
    expect(parseAcceptLanguage('da, es')).toEqual(['da', 'es']);
  });
});
