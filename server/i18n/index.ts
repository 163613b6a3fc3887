/**
 * Translations and money formatting, pure functions. Locales: 'en' (reference and fallback), 'es', 'da'.
 *
 * - t(locale, key, params?): the message in the locale, else English, else the key; {param} placeholders filled in
 *   (numbers with the locale's decimal separator). Keys: every pricing messageKey plus the shop's (MESSAGE_KEYS).
 * - resolveLocale({ query?, cookie?, acceptLanguage? }): query, then cookie, then Accept-Language, then 'en'.
 * - formatMoney(minorEur, locale): 'en' '€24.95', 'es' '24,95 €', 'da' '186,13' (DKK at DKK_PER_EUR, no symbol);
 *   decimals only when the amount is not whole ('€25'). currencyFor(locale) gives the currency shown there.
 * - cookiesMessage(locale, type), infoDialog(locale, type), translateType(locale, type, maxSizeBytes): the texts of
 *   cookies-message, info-dialog and translation/translate (and get-max-size-error); undefined for an unknown type.
 * - freeShippingViews(locale, { freeShippingFrom, expressFreeShippingFrom }, total?): the update-sizes-prices lines.
 */
export {
  COOKIE_MESSAGE_TYPES,
  INFO_DIALOG_TYPES,
  MESSAGE_KEYS,
  TRANSLATION_TYPES,
  isCookieMessageType,
  isInfoDialogType,
  isTranslationType,
  type CookieMessageType,
  type InfoDialogType,
  type MessageKey,
  type MessageTable,
  type TranslationType,
} from './keys';
export { DEFAULT_LOCALE, LOCALES, normalizeLocale, parseAcceptLanguage, resolveLocale, type Locale, type LocaleSources } from './locales';
export { CURRENCIES, DKK_PER_EUR, LOCALE_CURRENCY, convertFromEur, currencyFor, formatMinor, formatMoney, formatNumber, type Currency } from './money';
export { TABLES, createTranslator, interpolate, isMessageKey, t, template, type TranslationParams, type Translator } from './translate';
export { cookiesMessage, formatMegabytes, freeShippingViews, infoDialog, translateType, type FreeShippingViews } from './shop-messages';
