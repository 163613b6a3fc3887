// The page's side of the custom pack rule (rules/pack.ts): the alert's words come from the server with the product.
import type { ProductDetail } from '../../contract/catalog';
import { interpolate } from '../../rules/messages';
import { MAX_CUSTOM_PACK, type PackAlert } from '../../rules/pack';

export function packAlertText(product: Pick<ProductDetail, 'packMessages' | 'minPack'>, alert: PackAlert): string {
  const template = product.packMessages?.[alert] ?? alert;
  return interpolate(template, { minPack: Math.max(1, product.minPack ?? 1), maxPack: MAX_CUSTOM_PACK.toLocaleString('en') });
}
