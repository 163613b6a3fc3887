import type { ChooseSizeArgs } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';

type CatalogueSize = ProductDetail['sizes'][number];

/** A catalogue size as the size choice takes it: its device or panels name it for the price. */
export const sizeChoice = (s: CatalogueSize): ChooseSizeArgs => ({
  width: s.width,
  height: s.height,
  device: s.deviceid !== undefined ? String(s.deviceid) : null,
  ...(s.compositionId !== undefined ? { composition: String(s.compositionId) } : {}),
  name: s.name,
});

/** A vinyl rug's format as the size choice takes it: the format is its size. */
export const formatChoice = (f: ProductDetail['rugFormats'][number]): ChooseSizeArgs => ({ width: f.width, height: f.height, device: null, name: f.name });

/**
 * The sizes a product is made in when it is made in those alone: a vinyl rug's formats, or the catalogue sizes of a
 * product without a custom size; undefined for one made at any size within its limits.
 */
export function madeInSizes(product: ProductDetail): readonly ChooseSizeArgs[] | undefined {
  if (product.customSize) return undefined;
  if (product.rugFormats.length > 0) return product.rugFormats.map(formatChoice);
  return product.sizes.length > 0 ? product.sizes.map(sizeChoice) : undefined;
}
