// The catalogue's pictures as the shopper's browser gets them. A product's `image` is its master, an SVG drawn for
// the demo catalogue (`/media/catalog/<id>.svg`, 800 px square); the server renders it once to WebP at each of
// PICTURE_WIDTHS (`/media/catalog/w<width>/<id>.webp`, server/services/cataloguePictures.ts), and the storefront
// offers those in `srcset`. A browser parses an SVG picture on its main thread, in the way of a phone's first taps;
// it decodes a WebP off it. Print files keep using the master, which stays sharp at any size.

/** The widths the server renders a catalogue picture at: a cart thumbnail, a card in the list, the product page. */
export const PICTURE_WIDTHS = [200, 400, 800] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/**
 * How wide each place shows a picture, for `sizes`: the browser picks the smallest width that fills it on its
 * screen. These follow the storefront's CSS (catalog.css: 2, 3, then 4 columns; product.css: 7/12 from 860 px), and
 * the product page's head preloads with the same string, so the browser fetches the picture it will show once.
 */
export const PICTURE_SIZES = {
  card: '(min-width: 1040px) 25vw, (min-width: 720px) 33vw, 50vw',
  product: '(min-width: 860px) 58vw, 100vw',
  /** The options panel's effect preview (at most 260 px high, square pictures). */
  preview: '260px',
  /** The cart's rows, the search results, the popup's title picture. */
  thumbnail: '72px',
} as const;
export type PicturePlace = keyof typeof PICTURE_SIZES;

/**
 * The longest side, in pixels, of a design's cart picture (the PNG the designer exports with a line): the cart shows
 * it as a 72 px thumbnail, sharp up to three device pixels a CSS pixel. The print proof is the server's own render.
 */
export const DESIGN_PICTURE_SIDE = 3 * 72;

/**
 * The longest side of the copy of an uploaded photo the designer's canvas draws (never the print): the canvas is
 * about 600 px wide, twice that covers a sharp zoom. A fresh upload's copy is made in the page's render worker; a
 * design opened from elsewhere (a shared link, a cart line's Change, a draft) gets the server's (`displayCopyOf`).
 */
export const DISPLAY_MAX_SIDE = 1600;

const UPLOAD_RASTER = /^\/media\/uploads\/([0-9a-f]{64}\.(?:png|jpg|webp|gif))$/;

/** The server's display copy of an uploaded raster picture (`/media/uploads/display/<name>`); undefined for others. */
export function displayCopyOf(src: string): string | undefined {
  const name = UPLOAD_RASTER.exec(src)?.[1];
  return name && `/media/uploads/display/${name}`;
}

const MASTER = /^\/media\/catalog\/([1-9]\d{0,9})\.svg(?:\?.*)?$/;
const VARIANT_FILE = /^([1-9]\d{0,9})\.webp$/;

/** The catalogue picture id of a master address (an effect preview's `?effect=` is the same picture), if it is one. */
export function masterPictureId(src: string): number | undefined {
  const id = MASTER.exec(src)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** The address of the rendering of a master picture at one width. */
export const pictureVariant = (id: number, width: PictureWidth) => `/media/catalog/w${width}/${id}.webp`;

/** Reads a variant's address parts (`w400`, `1001.webp`) back; undefined for anything the server does not render. */
export function parsePictureVariant(widthPart: string, file: string): { id: number; width: PictureWidth } | undefined {
  const width = PICTURE_WIDTHS.find((w) => widthPart === `w${w}`);
  const id = VARIANT_FILE.exec(file)?.[1];
  if (!width || !id || Number(id) > 2 ** 31 - 1) return undefined;
  return { id: Number(id), width };
}

/**
 * The attributes of an <img> showing `src` in `place`: for a catalogue master, its renderings in `srcSet` with
 * `sizes` (and the largest as `src`, for a browser without srcset); any other picture (an upload, a design) as is.
 */
export function pictureAttributes(src: string, place: PicturePlace): { src: string; srcSet?: string; sizes?: string } {
  const id = masterPictureId(src);
  if (id === undefined) return { src };
  return {
    src: pictureVariant(id, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]),
    srcSet: PICTURE_WIDTHS.map((w) => `${pictureVariant(id, w)} ${w}w`).join(', '),
    sizes: PICTURE_SIZES[place],
  };
}

/**
 * The address of a lettering's picture (issue 27): the shopper's words outlined as the plotter cuts them, in the
 * vinyl's colour (`?text=&font=<font file>&color=%23rrggbb`, `&rtl=1` right to left). A cart or order line of a
 * lettering sticker shows it, whole (object-fit: contain: a line of words is wide).
 */
export const LETTERING_PICTURE = '/media/lettering.svg';
export const isLetteringPicture = (src: string) => src.startsWith(`${LETTERING_PICTURE}?`);
