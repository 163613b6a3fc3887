// Price lists for the product page: every catalogue size (update-sizes-prices) and every pack (update-pack-prices).
import { wholePack } from '../../rules/pack';
import type { Money, Product } from '../catalog/model';
import { calculateUnitPrice } from './price';
import { priceError, type PriceError, type PricingContext } from './types';

export interface ListedPrice {
  /** sizeid for size lists, the pack size for pack lists. */
  id: number;
  price: Money;
  oldPrice?: Money;
}

export type PriceList = { ok: true; prices: ListedPrice[] } | PriceError;

function listed(id: number, unit: ReturnType<typeof calculateUnitPrice>): ListedPrice | PriceError {
  if (!unit.ok) return unit;
  return unit.oldUnitPrice === undefined ? { id, price: unit.unitPrice } : { id, price: unit.unitPrice, oldPrice: unit.oldUnitPrice };
}

/**
 * The unit price of every catalogue size of the product for the chosen pack and colour, with its old price.
 * Each size is priced in its own canvas material. Fails with the first rule a size breaks (e.g. an unknown colour).
 */
export function updateSizesPrices(product: Product, ctx: PricingContext, options: { pack?: number; color?: number } = {}): PriceList {
  const prices: ListedPrice[] = [];
  for (const size of product.sizes ?? []) {
    const entry = listed(size.sizeid, calculateUnitPrice(product, ctx, { quantity: 1, sizeid: size.sizeid, ...options }));
    if ('ok' in entry) return entry;
    prices.push(entry);
  }
  return { ok: true, prices };
}

/**
 * The unit price of every listed pack of a pack-priced product, smallest first. When `pack` is a custom pack
 * (not listed) it is priced too, rounded up to a whole number, and appears under that number.
 */
export function updatePackPrices(product: Product, ctx: PricingContext, options: { pack?: number; color?: number; sizeid?: number } = {}): PriceList {
  if (product.pricing.kind !== 'pack') return priceError('pack', 'pack-not-available', {});
  const { pack, ...rest } = options;
  const packs = [...(product.packs ?? [])].sort((a, b) => a.pack - b.pack);
  const prices: ListedPrice[] = [];
  for (const p of packs) {
    const entry = listed(p.pack, calculateUnitPrice(product, ctx, { quantity: 1, pack: p.pack, ...rest }));
    if ('ok' in entry) return entry;
    prices.push(entry);
  }
  if (pack !== undefined && !packs.some((p) => p.pack === pack)) {
    const entry = listed(wholePack(pack), calculateUnitPrice(product, ctx, { quantity: 1, customPack: pack, ...rest }));
    if ('ok' in entry) return entry;
    prices.push(entry);
  }
  return { ok: true, prices };
}
