// t(locale, key, params): a message in the locale, falling back to English, with {param} placeholders filled in.
import { da } from './da';
import { en } from './en';
import { es } from './es';
import type { MessageKey, MessageTable } from './keys';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from './locales';
import { formatNumber } from './money';
import { interpolate as fillTemplate } from '../../rules/messages';

export type TranslationParams = Record<string, string | number>;
export type Translator = (locale: string, key: string, params?: TranslationParams) => string;

export const TABLES: Record<Locale, MessageTable> = { en, es, da };

/** Fills {name} placeholders (the shared rule, rules/messages.ts) with numbers in the locale's decimal separator. */
export function interpolate(template: string, params: TranslationParams, locale: string): string {
  return fillTemplate(template, params, (n) => formatNumber(n, locale));
}

/** A message's template in the locale (English when the locale lacks it), placeholders left for the caller. */
export function template(locale: string, key: MessageKey): string {
  return TABLES[normalizeLocale(locale) ?? DEFAULT_LOCALE][key] ?? TABLES[DEFAULT_LOCALE][key];
}

/**
 * A translator over some tables: the locale's message, else the fallback locale's, else the key itself
 * (so an unknown key is visible rather than blank).
 */
export function createTranslator(tables: Partial<Record<string, Partial<Record<string, string>>>>, fallback: string = DEFAULT_LOCALE): Translator {
  return (locale, key, params = {}) => {
    const lang = normalizeLocale(locale) ?? locale;
    const template = tables[lang]?.[key] ?? tables[fallback]?.[key] ?? key;
    return interpolate(template, params, lang);
  };
}

export const t: Translator = createTranslator(TABLES);
