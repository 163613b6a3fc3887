/**
 * Translations and money formatting, pure functions. Locales: 'en' (reference and fallback), 'es', 'da'.
 *
 * - t(locale, key, params?): the message in the locale, else English, else the key; {param} placeholders filled in
 *   (numbers with the locale's decimal separator). Keys: every pricing messageKey plus the shop's (keys.ts).
 * - resolveLocale({ query?, cookie?, acceptLanguage? }): query, then cookie, then Accept-Language, then 'en'.
 * - formatMoney(minorEur, locale): 'en' '€24.95', 'es' '24,95 €', 'da' '186,13' (DKK at money.ts's DKK_PER_EUR, no
 *   symbol); decimals only when the amount is not whole ('€25').
 * - cookiesMessage(locale, type), infoDialog(locale, type), translateType(locale, type, maxSizeBytes): the texts of
 *   cookies-message, info-dialog and translation/translate (and get-max-size-error); undefined for an unknown type.
 * - freeShippingViews(locale, { freeShippingFrom, expressFreeShippingFrom }, total?): the update-sizes-prices lines.
 */
export { resolveLocale } from './locales';
export { formatMoney } from './money';
export { t, template } from './translate';
export { cookiesMessage, formatMegabytes, freeShippingViews, infoDialog, translateType } from './shop-messages';
