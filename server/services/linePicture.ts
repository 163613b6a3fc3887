// The picture a cart or order line shows: the shopper's own artwork, never the catalogue's when they made their own
// (issue 27). One home for the cart, the shopper's order page and the back office.
import { LETTERING_PICTURE } from '../../contract/pictures';
import type { Product } from '../catalog/model';
import { LETTERING_PICTURE_TEXT } from '../print/letteringPicture';
import { hasMaster } from '../print/masters';
import { productionOf, shoppersArtwork } from '../print/production';
import type { CatalogueLists } from './catalogueService';

const isUpload = (src: unknown): src is string => typeof src === 'string' && src.startsWith('/media/uploads/');

/**
 * The shopper's artwork as a picture address, or undefined for a line made from the shop's artwork: a design's
 * picture (the PNG its designer exported), the picture uploaded on the product page with the effect chosen
 * (`?effect=sepia`, as preview-image marks it: the page shows it with the same CSS filter, `effectFilter`) and the shape
 * it is cut to (`shape=circle`, `rounded=1`: the pages clip it alike, `shapeStyle`), or a
 * lettering's words as they are cut, in the vinyl's colour (the line's production plan decides both).
 */
export function linePicture(
  options: Record<string, unknown>,
  product: Product | undefined,
  lists: Pick<CatalogueLists, 'colours' | 'tissues' | 'materialColours'>,
): string | undefined {
  if (typeof options.design === 'object' && options.design !== null) return isUpload(options.personalizedImage) ? options.personalizedImage : undefined;
  const own = shoppersArtwork(options, product);
  if (own?.kind === 'personalised') {
    if (!isUpload(own.picture)) return undefined;
    const look = new URLSearchParams({
      ...(own.effect !== 'original' ? { effect: own.effect } : {}),
      ...(own.shape ? { shape: own.shape.kind, ...(own.shape.rounded ? { rounded: '1' } : {}) } : {}),
    }).toString();
    return look ? `${own.picture}?${look}` : own.picture;
  }
  if (own?.kind !== 'text' || own.text.length > LETTERING_PICTURE_TEXT) return undefined;
  // the colour the vinyl is cut in, as the line's production plan decides it
  const colour = productionOf(options, product, lists, hasMaster)?.colour?.hex ?? '#000000';
  const query = new URLSearchParams({ text: own.text, font: own.fontFile, color: colour, ...(own.rightToLeft ? { rtl: '1' } : {}) });
  const src = `${LETTERING_PICTURE}?${query}`;
  // an address the contract carries (a longer one would fail the answer's check): the catalogue's picture then
  return src.length <= 2000 ? src : undefined;
}
