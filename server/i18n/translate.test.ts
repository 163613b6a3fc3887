import { describe, expect, it } from 'vitest';
import { PRICING_MESSAGE_KEYS } from '../pricing/messages';
import { MESSAGE_KEYS } from './keys';
import { LOCALES } from './locales';
import { TABLES, createTranslator, t } from './translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation table', () => {
  it('has exactly the declared keys in every locale, none blank', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(TABLES[locale]).sort()).toEqual([...MESSAGE_KEYS].sort());
      for (const key of MESSAGE_KEYS) expect(TABLES[locale][key].trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('translates every message key the pricing engine emits', () => {
    expect(PRICING_MESSAGE_KEYS.filter((key) => !Object.hasOwn(TABLES.en, key))).toEqual([]);
  });

  it('uses the same placeholders as English in every translation', () => {
    for (const locale of LOCALES) {
      for (const key of MESSAGE_KEYS) {
        expect(placeholders(TABLES[locale][key]), `${locale} ${key}`).toEqual(placeholders(TABLES.en[key]));
      }
    }
  });

  it('really translates: Spanish and Danish differ from English', () => {
    expect(t('es', 'size-too-small', {})).not.toBe(t('en', 'size-too-small', {}));
    expect(t('da', 'pack-too-small', {})).not.toBe(t('en', 'pack-too-small', {}));
  });
});

describe('t', () => {
  it('fills placeholders, numbers with the locale decimal separator', () => {
    expect(t('en', 'size-rounded-step', { width: 12.5, height: 10, unit: 'cm' })).toBe('We have adjusted the size to 12.5 x 10 cm.');
    expect(t('es', 'size-rounded-step', { width: 12.5, height: 10, unit: 'cm' })).toBe('Hemos ajustado la medida a 12,5 x 10 cm.');
    expect(t('da', 'pack-too-small', { minPack: 2 })).toBe('Den mindste pakke er 2 stk.');
  });

  it('accepts region tags', () => {
    expect(t('es-ES', 'color-required')).toBe('Elige un color.');
  });

  it('falls back to English for an unsupported locale', () => {
    expect(t('fr', 'color-required')).toBe('Please choose a colour.');
  });

  it('falls back to English for a key the locale lacks, then to the key itself', () => {
    const translate = createTranslator({ en: { hello: 'Hello {name}' }, es: {} });
    expect(translate('es', 'hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translate('es', 'missing-key')).toBe('missing-key');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(t('en', 'field-invalid')).toBe('The field {field} is not valid.');
  });
});
