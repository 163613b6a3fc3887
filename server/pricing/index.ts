/**
 * Pricing engine: pure functions, no I/O. Money is integer minor units (EUR cents), lengths are centimetres.
 *
 * - calculatePrice(product, ctx, config): PriceResult -- unit price, old unit price, total, or { ok: false, code,
 *   messageKey, params } naming the option section at fault. calculateUnitPrice ignores quantity.
 * - ctx is a PricingContext: maps of colours, clothing models, blind tissues, mechanisms and drops by id.
 * - Custom sizes: sizes.ts's checkCustomSize (the rules themselves, rounding and inches, are rules/size.ts).
 * - updateSizesPrices(product, ctx, { pack?, color? }) / updatePackPrices(product, ctx, { pack?, color?, sizeid? }):
 *   { ok: true, prices: [{ id, price, oldPrice? }] } for update-sizes-prices and update-pack-prices.
 * - calculateCustomHeight(product, width): { ok: true, height } | PriceError (calculate-custom-height).
 * - checkMaxSize(product, width, height): { sizeOk, messageKey?, params? } (check-max-size).
 * - checkRequiredOptions(product, ctx, config): PriceError | undefined -- choices a cart item needs (colour; blind
 *   tissue, mechanism, drop; clothing model, size, material colour); the live price does not need them.
 * - roundHalfUp: the one rounding rule, applied once at the end of each unit computation.
 * Every error's messageKey is translated by server/i18n (t(locale, messageKey, params)).
 */
export type { PriceConfig, PriceOk, PricingContext } from './types';
export { calculatePrice, calculateUnitPrice } from './price';
export { roundHalfUp } from './money';
export { updatePackPrices, updateSizesPrices, type ListedPrice } from './lists';
export { calculateCustomHeight, checkMaxSize } from './product-sizes';
export { checkRequiredOptions } from './required';
export { findCatalogueSize } from './resolve-size';
