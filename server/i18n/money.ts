// Money per locale. Prices are stored in EUR minor units; the Danish locale shows DKK at a fixed rate, without a
// currency symbol. Decimals come from the currency; they are shown only when the amount is not a whole number.
import { roundHalfUp } from '../pricing/money';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './locales';

/** Fixed rate for the Danish shop: 1 EUR = 7.46 DKK (the ERM II central rate 7.46038, rounded). Change it here. */
export const DKK_PER_EUR = 7.46;

export interface Currency {
  code: 'EUR' | 'DKK';
  /** Minor-unit decimals. */
  decimals: number;
  /** Units of this currency per euro. */
  perEuro: number;
}

export const CURRENCIES: Record<Currency['code'], Currency> = {
  EUR: { code: 'EUR', decimals: 2, perEuro: 1 },
  DKK: { code: 'DKK', decimals: 2, perEuro: DKK_PER_EUR },
};

export const LOCALE_CURRENCY: Record<Locale, Currency> = { en: CURRENCIES.EUR, es: CURRENCIES.EUR, da: CURRENCIES.DKK };

/** EUR minor units -> minor units of the currency, rounded half up (away from zero for negative amounts). */
export function convertFromEur(minorEur: number, currency: Currency): number {
  const scaled = (Math.abs(minorEur) * currency.perEuro * 10 ** currency.decimals) / 100;
  return Math.sign(minorEur) * roundHalfUp(scaled);
}

interface NumberStyle {
  decimal: string;
  group: string;
  /** Group thousands only from this many integer digits (Spanish leaves 4-digit numbers ungrouped). */
  minGroupDigits: number;
}

const STYLES: Record<Locale, NumberStyle> = {
  en: { decimal: '.', group: ',', minGroupDigits: 4 },
  es: { decimal: ',', group: '.', minGroupDigits: 5 },
  da: { decimal: ',', group: '.', minGroupDigits: 4 },
};

function groupDigits(digits: string, style: NumberStyle): string {
  if (digits.length < style.minGroupDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
}

/** Formats a plain number with the locale's decimal separator (no grouping), e.g. 12.5 -> '12,5' in 'es'. */
export function formatNumber(value: number, locale: string): string {
  const style = STYLES[normalizeLocale(locale) ?? DEFAULT_LOCALE];
  return String(value).replace('.', style.decimal);
}

/** Formats minor units already in the currency (no conversion, no symbol), e.g. 2495 -> '24,95'; 2500 -> '25'. */
export function formatMinor(minor: number, currency: Currency, locale: string): string {
  const style = STYLES[normalizeLocale(locale) ?? DEFAULT_LOCALE];
  const factor = 10 ** currency.decimals;
  const abs = Math.abs(Math.round(minor));
  const whole = groupDigits(String(Math.floor(abs / factor)), style);
  const fraction = abs % factor;
  const text = fraction === 0 ? whole : `${whole}${style.decimal}${String(fraction).padStart(currency.decimals, '0')}`;
  return minor < 0 ? `-${text}` : text;
}

/** An EUR amount in minor units as the locale shows it: 'en' '€24.95', 'es' '24,95 €', 'da' '186,13' (DKK). */
export function formatMoney(minorEur: number, locale: string): string {
  const lang = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  const currency = LOCALE_CURRENCY[lang];
  const converted = convertFromEur(minorEur, currency);
  const text = formatMinor(Math.abs(converted), currency, lang);
  const sign = converted < 0 ? '-' : '';
  if (lang === 'en') return `${sign}€${text}`;
  if (lang === 'es') return `${sign}${text} €`;
  return `${sign}${text}`;
}
