import { DEFAULT_QUANTITY } from './constants.js';

/**
 * The designer's document: everything the shopper composes on the canvas plus the product context it is priced in.
 * Plain data (JSON-safe), treated as immutable; every change goes through a command (see commands/index.ts).
 */

export const SCHEMA_VERSION = 2;

/** Designer product type codes (SPEC.md section 2): the shop's one list (rules/designerTypes.ts). */
import { DESIGNER_TYPE_CODES, type DesignerTypeCode } from '../rules/designerTypes.js';
export const TYPE_CODES = DESIGNER_TYPE_CODES;
export type TypeCode = DesignerTypeCode;

// the shapes are the shop's rule (rules/shape.ts): the product page offers them without the designer's code
import type { ShapeKind } from '../rules/shape.js';
export { SHAPE_KINDS, type ShapeKind } from '../rules/shape.js';
export const EFFECTS = ['original', 'sepia', 'grayscale'] as const;
export type Effect = (typeof EFFECTS)[number];

/** Square and rectangle can have straight or rounded (radius 20) borders; the others ignore `rounded`. */
export interface Shape {
  kind: ShapeKind;
  rounded: boolean;
}

/** Limits from the product page data; all in the product's unit (cm unless `unit` says inch). */
export interface SizeLimits {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  minPack: number;
}

export interface ProductContext {
  productId: number;
  typeCode: TypeCode;
  unit: 'cm' | 'inch';
  /** Physical size; null while the shopper has not filled it. */
  width: number | null;
  height: number | null;
  quantity: number;
  pack: number | null;
  material: string | null;
  model: string | null;
  modelSize: string | null;
  tissue: string | null;
  mechanism: string | null;
  drop: string | null;
  chainPosition: string | null;
  composition: string | null;
  device: string | null;
  limits: SizeLimits;
}

/** Position is the object's centre in canvas pixels; angle in degrees, clockwise. */
export interface Transform {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  angle: number;
}

/** What a template is for (issue 29): a photo frame the shopper fills with their photo, or a name they retype. */
export const PLACEHOLDERS = ['photo', 'text'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * A template's mark on one of its parts: `locked` parts stay where the template put them (the shopper cannot move,
 * resize, turn, restyle, hide, delete or unlock them; the server checks it when the design is kept), a placeholder
 * is the part the shopper fills (retyped or given a photo), locked or not.
 */
export interface TemplatePart {
  locked: boolean;
  placeholder?: Placeholder;
}

/** What every object may carry besides its content (logic/locks.ts has the rules); absent is false. */
export interface ObjectState {
  /** The shopper's own lock: nothing moves or restyles it until they unlock it (an undoable step). */
  locked?: boolean;
  /** Left out of the canvas, the export, the proof and the print file (export/scene.ts), still in the layers list. */
  hidden?: boolean;
  template?: TemplatePart;
}

export interface TextObject extends ObjectState {
  id: string;
  kind: 'text';
  text: string;
  font: string;
  fontFile: string;
  /** Colour as lower-case #rrggbb. */
  fill: string;
  rightToLeft: boolean;
  fontSize: number;
  /**
   * The box the text wraps and shrinks into, in its own units (logic/textBox.ts): set when it is added or edited.
   * Without one (designs from before boxes) the text is one line at its size.
   */
  box?: TextBox;
  /**
   * How the lines stand under one another (logic/textLayout.ts): absent on designs from before these choices, which
   * draw as the defaults (centred, the font's own line height, no added spacing).
   */
  align?: TextAlign;
  /** The distance between baselines, times the font's own (ascent plus descent). */
  lineHeight?: number;
  /** Added between letters, in ems of the text's size (0.1 at size 60 is 6 px). */
  letterSpacing?: number;
  /** An outline around the letters (logic/textEffects.ts): absent on texts without one. */
  stroke?: TextStroke;
  /** A hard shadow, a copy of the letters offset down and right by a share of the text's size; absent: none. */
  shadow?: TextShadow;
  /** Letters coloured apart from `fill`: ranges of the text's UTF-16 indices, sorted, not overlapping. */
  colours?: ColourRange[];
  /** The lines bent on an arc, -100 to 100 % (logic/textCurve.ts); absent on designs from before it: straight. */
  curve?: number;
  transform: Transform;
  /** Mirrored left to right / top to bottom about its centre (absent: as made). */
  flipX?: boolean;
  flipY?: boolean;
  /** 0 (invisible) to 1; absent: opaque (logic/look.ts). */
  opacity?: number;
}

/** A text's outline: its colour (#rrggbb) and how far it reaches outside the letters, in ems of the text's size. */
export interface TextStroke {
  colour: string;
  width: number;
}

/** A text's shadow: its colour (#rrggbb); the offset is logic/textEffects.ts's, relative to the text's size. */
export interface TextShadow {
  colour: string;
}

/** Characters [start, end) of a text in another colour (#rrggbb). */
export interface ColourRange {
  start: number;
  end: number;
  fill: string;
}

export const TEXT_ALIGNS = ['left', 'centre', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** A text's line style, each choice optional in a document (logic/textLayout.ts has the defaults and bounds). */
export interface TextStyle {
  align: TextAlign;
  lineHeight: number;
  letterSpacing: number;
  curve: number;
}

/** A text's box: width (never under TEXT_BOX_MIN_WIDTH) and height, before the text's scale. */
export interface TextBox {
  width: number;
  height: number;
}

export interface ImageObject extends ObjectState {
  id: string;
  kind: 'image';
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  /** The shape the photo shows through (export/frames.ts); absent: the whole picture, as before frames. */
  frame?: ImageFrame;
  /**
   * How the photo sits inside its frame (or, without a frame, inside its own box: a crop): absent means centred and
   * not zoomed, as every picture from before the shopper could move it inside.
   */
  inner?: PhotoPlacement;
  transform: Transform;
  flipX?: boolean;
  flipY?: boolean;
  opacity?: number;
  /** Brightness, contrast and saturation, each -100..100; absent when all are 0 (as uploaded). */
  adjust?: ImageAdjust;
}

/** A picture's adjustments (logic/look.ts has the bounds; export/adjust.ts the colour matrix they make). */
export interface ImageAdjust {
  brightness: number;
  contrast: number;
  saturation: number;
}

export const FRAME_KINDS = ['circle', 'rounded', 'heart', 'star', 'hexagon'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/**
 * A picture's frame: one of the drawn shapes, or a library design's outline (issue 29: "any library design used as a
 * mask"), carried in the document (`mask`) so the server prints it without the browser.
 */
export type ImageFrame = { kind: FrameKind } | { kind: 'design'; mask: FrameMask };

/**
 * A library design as a frame: the union of its filled shapes (server/print/maskOutline.ts), its ink box scaled so
 * its longer side is MASK_SIDE, as absolute path data of M, L, C and Z (export/maskPath.ts reads it). The server
 * checks the design exists and keeps its own outline of it with the design (server/services/designCheck.ts).
 */
export interface FrameMask {
  designId: number;
  d: string;
  width: number;
  height: number;
}

/** The longer side of a mask's outline, in its own units. */
export const MASK_SIDE = 1000;

/**
 * The photo inside its frame: it covers the frame (its proportions kept) times `zoom` (1 to MAX_PHOTO_ZOOM), and
 * `x`, `y` (0..1) place what overflows, as a background photo's position does: 0 shows its left (top) edge.
 */
export interface PhotoPlacement {
  x: number;
  y: number;
  zoom: number;
}

export const MAX_PHOTO_ZOOM = 8;
export const PHOTO_CENTRED: PhotoPlacement = { x: 0.5, y: 0.5, zoom: 1 };

export type DesignObject = TextObject | ImageObject;

/**
 * Which part of a background photo shows: the photo covers the canvas (its proportions kept), and the part that
 * overflows is placed by this point, 0..1 on each axis: 0 shows the photo's left (top) edge, 1 its right (bottom),
 * 0.5 centres it. Absent means centred (documents from before the shopper could move the photo).
 */
export interface BackgroundPosition {
  x: number;
  y: number;
}

export const CENTRED: BackgroundPosition = { x: 0.5, y: 0.5 };

export interface BackgroundImage {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  position?: BackgroundPosition;
}

export interface DesignDocument {
  schemaVersion: typeof SCHEMA_VERSION;
  product: ProductContext;
  /** The canvas in screen pixels; exports scale from it. */
  canvas: { width: number; height: number };
  background: BackgroundImage | null;
  backgroundColor: string | null;
  shape: Shape;
  effect: Effect;
  objects: Record<string, DesignObject>;
  /** Object ids bottom to top. */
  order: string[];
  /** Counter for deterministic ids (t1, i2, ...). */
  nextId: number;
  /** The shop's template the design started from (issue 29): the server checks its locked parts against it. */
  template?: { id: string };
}

export const DEFAULT_LIMITS: SizeLimits = { minWidth: 10, minHeight: 10, maxWidth: 300, maxHeight: 300, minPack: 1 };

export function createProductContext(partial: Partial<ProductContext> & { productId: number; typeCode: TypeCode }): ProductContext {
  return {
    unit: 'cm',
    width: null,
    height: null,
    quantity: DEFAULT_QUANTITY,
    pack: null,
    material: null,
    model: null,
    modelSize: null,
    tissue: null,
    mechanism: null,
    drop: null,
    chainPosition: null,
    composition: null,
    device: null,
    limits: { ...DEFAULT_LIMITS },
    ...partial,
  };
}

export function createDocument(
  product: Partial<ProductContext> & { productId: number; typeCode: TypeCode },
  canvas = { width: 600, height: 400 },
): DesignDocument {
  return {
    schemaVersion: SCHEMA_VERSION,
    product: createProductContext(product),
    canvas: { ...canvas },
    background: null,
    backgroundColor: null,
    shape: { kind: 'original', rounded: false },
    effect: 'original',
    objects: {},
    order: [],
    nextId: 1,
  };
}

/** Objects bottom to top. */
export function orderedObjects(doc: DesignDocument): DesignObject[] {
  return doc.order.map((id) => doc.objects[id]).filter((o): o is DesignObject => o !== undefined);
}

/** The design's pictures, the background photo first, then its images bottom to top. */
export function designPictures(doc: DesignDocument): Array<BackgroundImage | ImageObject> {
  const images = orderedObjects(doc).filter((o): o is ImageObject => o.kind === 'image');
  return doc.background ? [doc.background, ...images] : images;
}

export function hasBackground(doc: DesignDocument): boolean {
  return doc.background !== null || doc.backgroundColor !== null;
}
