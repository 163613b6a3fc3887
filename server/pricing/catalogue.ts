// Catalogue pricing: each catalogue size has its price (and maybe an old price).
import type { Product } from '../catalog/model';
import type { ModelResult } from './model-price';
import { resolveSize } from './resolve-size';
import { priceError, type PriceConfig } from './types';

export function priceCatalogue(product: Product, config: PriceConfig): ModelResult {
  const resolved = resolveSize({ ...product, customSize: undefined }, config);
  if (!('kind' in resolved)) return resolved;
  if (resolved.kind !== 'catalogue') return priceError('size', 'size-not-custom', {});
  const { size } = resolved;
  if (size.price === undefined) return priceError('size', 'size-unknown', { sizeid: size.sizeid });
  return {
    ok: true,
    amount: size.price,
    oldAmount: size.oldPrice,
    breakdown: [{ label: `size ${size.name}`, amount: size.price }],
  };
}
