import { describe, expect, it } from 'vitest';
import { convertFromEur, formatMoney, LOCALE_CURRENCY } from './money';

describe('formatMoney', () => {
  it('shows euros in English with the symbol first', () => {
    expect(formatMoney(2495, 'en')).toBe('€24.95');
    expect(formatMoney(5, 'en')).toBe('€0.05');
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
  });

  it('shows euros in Spanish with a decimal comma and the symbol after', () => {
    expect(formatMoney(2495, 'es')).toBe('24,95 €');
    expect(formatMoney(123456, 'es')).toBe('1234,56 €');
    expect(formatMoney(1234567, 'es')).toBe('12.345,67 €');
  });

  it('shows decimals only when the amount is not whole', () => {
    expect(formatMoney(2500, 'en')).toBe('€25');
    expect(formatMoney(2500, 'es')).toBe('25 €');
    expect(formatMoney(2490, 'en')).toBe('€24.90');
  });

  it('shows Danish kroner converted at 7.46, without a symbol', () => {
    expect(formatMoney(2495, 'da')).toBe('186,13');
    expect(formatMoney(6000, 'da')).toBe('447,60');
    expect(formatMoney(5000, 'da')).toBe('373');
    expect(formatMoney(200000, 'da')).toBe('14.920');
  });

  it('rounds the conversion half up', () => {
    // 25 cents * 7.46 = 186.5 ore
    expect(convertFromEur(25, LOCALE_CURRENCY.da)).toBe(187);
    expect(formatMoney(25, 'da')).toBe('1,87');
  });

  it('signs negative amounts (discounts)', () => {
    expect(formatMoney(-2495, 'en')).toBe('-€24.95');
    expect(formatMoney(-25, 'da')).toBe('-1,87');
  });

  it('falls back to English for other locales', () => {
    expect(formatMoney(2495, 'fr')).toBe('€24.95');
  });
});

describe('the currency of each locale', () => {
  it('is EUR for English and Spanish, DKK for Danish, with their decimals', () => {
    expect(LOCALE_CURRENCY.en).toMatchObject({ code: 'EUR', decimals: 2 });
    expect(LOCALE_CURRENCY.es).toMatchObject({ code: 'EUR' });
    expect(LOCALE_CURRENCY.da).toMatchObject({ code: 'DKK', decimals: 2, perEuro: 7.46 });
  });
});
