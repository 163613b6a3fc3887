// What an order line is made as (issue 27): its product family, the size, colour, orientation and material it was
// ordered in, and the artwork it is made from. Pure: the order line's frozen options and the catalogue in, a plan
// out; the render (renderJob.ts) turns the plan into the files each machine needs.
import { DEFAULT_PRINT_SPEC, EFFECTS, offersShapes, SHAPE_KINDS, type Effect, type Shape, type TypeCode } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { isMirrored } from '../../rules/orientation';
import { LETTERING_FONT } from '../../rules/personalisation';
import { canRoundCorners } from '../../rules/shape';
import type { Product } from '../catalog/model';
import type { CatalogueLists } from '../services/catalogueService';
import { orderedSizeCm } from '../services/preflightService';

/**
 * - cut-vinyl: a plotter cuts the design's outlines from coloured vinyl (cut-vinyl and text stickers);
 * - contour: printed, then cut around its shape on a print-and-cut machine (printed stickers, skins, coasters);
 * - wallpaper: printed in strips of the roll's width;
 * - canvas: printed with the picture wrapping the frame, one area per panel;
 * - garment: a transparent PNG of the print area for the direct-to-garment printer;
 * - print: a print PDF at the ordered size (blinds, rugs, posters).
 */
export type Family = 'cut-vinyl' | 'contour' | 'wallpaper' | 'canvas' | 'garment' | 'print';

/** The cut around a printed piece (a `CutContour` path in its PDF). */
export type CutShape = 'rectangle' | 'rounded' | 'circle';

export type Artwork =
  /** The shopper's design document, kept with the line. */
  | { kind: 'design'; document: unknown }
  /** The catalogue product's own artwork (fixtures/catalog/images/masters). */
  | { kind: 'master'; src: string }
  /** A lettering sticker: the shopper's words in their font, cut from the vinyl (lettering.ts outlines them). */
  | { kind: 'text'; text: string; fontFile: string; rightToLeft: boolean }
  /**
   * A product personalised on its page: the shopper's uploaded picture and/or words, with the effect chosen. The
   * shop's process turns it into a design document once it has read the picture's size (personalisedDesign.ts), so
   * the proof and the print files are drawn as a design is.
   */
  | PersonalisedArtwork
  /** Plain fabric in its colour (a blind with no picture). */
  | { kind: 'fill'; hex: string };

export interface PersonalisedArtwork {
  kind: 'personalised';
  productId: number;
  typeCode: TypeCode;
  /** The picture's address (an upload of the shop's, or the web address the shopper gave). */
  picture?: string;
  text?: string;
  effect: Effect;
  /** The shape it is cut to, when the product offers shapes and the shopper chose one (absent: its full face). */
  shape?: Shape;
  /** The colour the words are printed in: white over a picture, else dark (white on a dark garment). */
  textFill: string;
}

export interface Production {
  family: Family;
  artwork: Artwork;
  /** The ordered size in mm, and the panels it is cut into (several for a multi-panel canvas). */
  widthMm: number;
  heightMm: number;
  panels: number;
  bleedMm: number;
  /** Reversed orientation: made mirrored (a sticker for the outside of a window, read through the glass). */
  mirrored: boolean;
  /** The vinyl's colour for a cut line, or the fabric's for a blind. */
  colour?: { name: string; hex: string };
  /** Canvas cloth, blind fabric, garment: what the machine is loaded with. */
  material?: string;
  cut?: CutShape;
  /** Wallpaper: the roll's width and the strips' overlap (mm). */
  roll?: { widthMm: number; overlapMm: number };
  /** Canvas: the picture around each edge of a panel (mm). */
  wrapMm?: number;
  /** Wallpaper from the roll: its artwork is a repeat this wide (mm), tiled, never stretched. */
  repeatMm?: number;
}

export const masterSrc = (productId: number) => `/media/catalog/masters/${productId}.svg`;

/** Products with artwork of their own (fixtures/catalog/images/masters): the ids generate.ts wrote. */
export type HasMaster = (productId: number) => boolean;

/**
 * The plan for one order line, or null when nothing is made for it (an extra, a spatula, a line without artwork or
 * size). `hasMaster` says which catalogue products have artwork of their own.
 */
export function productionOf(
  options: Record<string, unknown>,
  product: Product | undefined,
  lists: Pick<CatalogueLists, 'colours' | 'tissues' | 'materialColours'>,
  hasMaster: HasMaster,
): Production | null {
  if (!product) return null;
  const family = familyOf(product);
  if (!family) return null;
  const artwork = artworkOf(options, product, lists, hasMaster);
  if (!artwork) return null;
  const size = orderedSizeCm(options, product);
  if (!size) return null;
  const named = <T extends { id: number | string; name: string }>(list: T[] | undefined, id: unknown) => list?.find((x) => x.id === id);
  // an up-selling lettering's colour is the one its preview showed (textColor), whatever vinyl it was priced in
  const shown = typeof options.textColor === 'string' && /^#[0-9a-f]{6}$/i.test(options.textColor) ? options.textColor.toLowerCase() : undefined;
  const vinyl = shown ? (lists.colours.find((c) => c.hex.toLowerCase() === shown) ?? { name: shown, hex: shown }) : named(lists.colours, options.color);
  const tissue = named(lists.tissues, options.tissue);
  const garment = named(lists.materialColours, options.materialColor);
  const canvasCloth = named(product.canvasMaterials, options.materialCanvas);
  const colour = family === 'cut-vinyl' ? vinyl : tissue;
  const material = canvasCloth?.name ?? tissue?.name ?? garment?.name;
  const wrap = family === 'canvas' ? product.wrap : undefined;
  return {
    family,
    artwork,
    widthMm: size.width * 10,
    heightMm: size.height * 10,
    panels: size.panels ?? 1,
    bleedMm: (product.print ?? DEFAULT_PRINT_SPEC).bleedMm,
    mirrored: isMirrored(options),
    ...(colour ? { colour: { name: colour.name, hex: colour.hex } } : {}),
    ...(material ? { material } : {}),
    ...(family === 'contour' || (family === 'print' && cutOf(options, product) === 'circle') ? { cut: cutOf(options, product) } : {}),
    ...(family === 'wallpaper' && product.roll ? { roll: { widthMm: product.roll.width * 10, overlapMm: product.roll.overlap * 10 } } : {}),
    ...(wrap ? { wrapMm: wrap * 10 } : {}),
    ...(product.category === 'wallpaper-roll' && product.roll ? { repeatMm: product.roll.width * 10 } : {}),
  };
}

function familyOf(product: Product): Family | null {
  switch (product.category) {
    case 'cut-vinyl-sticker':
    case 'text-sticker':
      return 'cut-vinyl';
    case 'printed-sticker':
    case 'device-skin':
    case 'coasters':
      return 'contour';
    case 'wallpaper-mural':
    case 'wallpaper-roll':
      return product.roll ? 'wallpaper' : 'print';
    case 'canvas':
    case 'photo-canvas':
      return product.wrap ? 'canvas' : 'print';
    case 't-shirt':
      return 'garment';
    case 'roller-blind':
    case 'vinyl-rug':
      return 'print';
    default:
      return null;
  }
}

/**
 * The shopper's own artwork of a line: their design, the words of a lettering sticker, or the picture and words they
 * gave on the product page. Such a line is personalised (the order page shows its proof, what the shopper made); a
 * catalogue line made from the shop's artwork is not. `ground`: the garment's colour, which the words must show on.
 */
export function shoppersArtwork(
  options: Record<string, unknown>,
  product: Pick<Product, 'id' | 'category' | 'designerType' | 'personalizedImage' | 'personalizedText'> | undefined,
  ground?: string,
): Artwork | null {
  if (typeof options.design === 'object' && options.design !== null) return { kind: 'design', document: options.design };
  if (!product) return null;
  const text = product.personalizedText && typeof options.personalizedText === 'string' ? options.personalizedText.trim() : '';
  if (product.category === 'text-sticker') {
    const font = FONTS.find((f) => f.family === options.font) ?? FONTS.find((f) => f.file === LETTERING_FONT)!;
    return text ? { kind: 'text', text, fontFile: font.file, rightToLeft: options.rightToLeft === true || font.direction === 'rtl' } : null;
  }
  const picture =
    product.personalizedImage && typeof options.personalizedImage === 'string' && options.personalizedImage ? options.personalizedImage : undefined;
  if ((!picture && !text) || !product.designerType) return null;
  const effect = EFFECTS.find((e) => e === options.effect) ?? 'original';
  const textFill = picture || (ground && isDark(ground)) ? '#ffffff' : '#1a1a1a';
  const shape = offersShapes(product.designerType) ? chosenShape(options) : undefined;
  return {
    kind: 'personalised',
    productId: product.id,
    typeCode: product.designerType,
    ...(picture ? { picture } : {}),
    ...(text ? { text } : {}),
    effect,
    ...(shape ? { shape } : {}),
    textFill,
  };
}

/**
 * The shape the shopper chose: their design's, else the shape option sent with the line (its value, or the bare value
 * of older lines, and `roundedCorners`); undefined for none ('original'). Only a square or a rectangle is rounded.
 */
export function chosenShape(options: Record<string, unknown>): Shape | undefined {
  const design = options.design as { shape?: { kind?: unknown; rounded?: unknown } } | undefined;
  const option = options.shape as { value?: unknown } | string | undefined;
  const [value, rounded] =
    typeof design === 'object' && design !== null
      ? [design.shape?.kind, design.shape?.rounded === true]
      : [typeof option === 'object' && option !== null ? option.value : option, options.roundedCorners === true];
  const kind = SHAPE_KINDS.find((k) => k === value);
  if (!kind || kind === 'original') return undefined;
  return { kind, rounded: rounded && canRoundCorners(kind) };
}

/** A colour darker than mid grey (relative luminance), on which dark words would not show. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

function artworkOf(
  options: Record<string, unknown>,
  product: Product,
  lists: Pick<CatalogueLists, 'tissues' | 'materialColours'>,
  hasMaster: HasMaster,
): Artwork | null {
  const garment = lists.materialColours.find((c) => c.id === options.materialColor);
  const own = shoppersArtwork(options, product, garment?.hex);
  if (own || product.category === 'text-sticker') return own;
  if (hasMaster(product.id)) return { kind: 'master', src: masterSrc(product.id) };
  if (product.category === 'roller-blind') {
    const tissue = lists.tissues.find((t) => t.id === options.tissue);
    return tissue ? { kind: 'fill', hex: tissue.hex } : null;
  }
  return null;
}

/**
 * A coaster is round by its device (1002: "Round Ø 10 cm"), a rug by its format, a shaped sticker by the shape its
 * shopper chose (in the designer, or sent with the picture from its product page: shoppersArtwork's `shape`).
 */
function cutOf(options: Record<string, unknown>, product: Product): CutShape {
  const size = options.size as { deviceid?: unknown } | undefined;
  if (product.category === 'coasters') return size?.deviceid === ROUND_COASTER_DEVICE ? 'circle' : 'rounded';
  if (typeof options.format === 'string' && options.format.startsWith('round')) return 'circle';
  const own = shoppersArtwork(options, product);
  const shape = own?.kind === 'design' ? chosenShape(options) : own?.kind === 'personalised' ? own.shape : undefined;
  if (shape?.kind === 'circle') return 'circle';
  if (shape?.rounded || product.category === 'device-skin') return 'rounded';
  return 'rectangle';
}

/** The round coaster's device id in the catalogue (fixtures/catalog/products/coasters.ts). */
const ROUND_COASTER_DEVICE = 1002;
