// The picture a cart or order line shows: the shopper's own artwork, never the catalogue's when they made their own
// (issue 27). One home for the cart, the shopper's order page and the back office.
import type { Product } from '../catalog/model';
import { shoppersArtwork } from '../print/production';

const isUpload = (src: unknown): src is string => typeof src === 'string' && src.startsWith('/media/uploads/');

/**
 * The shopper's artwork as a picture address, or undefined for a line made from the shop's artwork: a design's
 * picture (the PNG its designer exported), or the picture uploaded on the product page with the effect chosen
 * (`?effect=sepia`, as preview-image marks it: the page shows it with the same CSS filter, `effectFilter`).
 */
export function linePicture(
  options: Record<string, unknown>,
  product: Pick<Product, 'id' | 'category' | 'designerType' | 'personalizedImage' | 'personalizedText'> | undefined,
): string | undefined {
  const own = shoppersArtwork(options, product);
  if (own?.kind === 'design') return isUpload(options.personalizedImage) ? options.personalizedImage : undefined;
  if (own?.kind !== 'personalised' || !isUpload(own.picture)) return undefined;
  return own.effect === 'original' ? own.picture : `${own.picture}?effect=${own.effect}`;
}
