// What one design may ask of the renderer (issue 25): the budgets checked when a design is received (add-to-cart,
// modify-cart-item: a 400 naming the limit) and again before a stored one is printed. Generous for real designs (tens
// of objects, texts of a few hundred characters, photos up to the upload cap); each caps a cost of the render: objects
// and characters its work, the glyphs' area at print size the rasteriser's, the pictures' pixels the decoder's.

import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './upload';

/** Texts and pictures in one design (a real one has tens). */
export const MAX_DESIGN_OBJECTS = 200;
/**
 * Pictures placed in one design, the background included: each placement is drawn on its own (about 0.3 s each in the
 * proof's renderer: 1,500 of them rendered for 8 minutes), whatever its pixels.
 */
export const MAX_DESIGN_PICTURES = 50;
/** Characters of one text (the designer's text field stops here). */
export const MAX_TEXT_CHARACTERS = 500;
/** Characters of all texts together. */
export const MAX_DESIGN_CHARACTERS = 5_000;
/**
 * The texts' glyphs at their size (each character an em square of fontSize x scale), as a multiple of the print's
 * area: a title filling the print is about 5; 100 leaves room for any real design.
 */
export const MAX_TEXT_COVERAGE = 100;
/** Pixels decoded to draw every picture, each placement counted: four photos at the upload cap. */
export const MAX_DESIGN_PIXELS = 4 * MAX_IMAGE_PIXELS;
/** Nesting of a received document (a real one is 4 deep): checked before anything walks it recursively. */
export const MAX_DESIGN_DEPTH = 32;
/**
 * A library design's outline kept as a photo's frame (issue 29), in characters of path data: the library's longest is
 * about 3,500 (an OpenMoji figure); the rest is room, and a bound on what one clip asks of the renderer.
 */
export const MAX_MASK_PATH_CHARS = 20_000;
/** A received document's JSON, in characters: a few hundred objects of text and picture references fit well under it. */
export const MAX_DESIGN_JSON_CHARS = 400_000;

/**
 * What an SVG picture (an upload, or one placed in a design) may ask of its rasteriser: its intrinsic size within the
 * raster caps, and its filters bounded (a 2 KB file with feTurbulence numOctaves=400, a 900 px morphology and a
 * 30 x 30 convolution over 16000 x 16000 px rendered for 13 minutes). Design tools write octaves of 1-8, blurs of
 * tens of units, morphology of a few and 3 x 3 to 5 x 5 kernels.
 */
export const SVG_BUDGET = {
  side: MAX_IMAGE_SIDE,
  pixels: MAX_IMAGE_PIXELS,
  filterPrimitives: 100,
  numOctaves: 10,
  blurDeviation: 100,
  morphologyRadius: 20,
  convolveOrder: 5,
} as const;

export type DesignBudgetLimit = 'objects' | 'pictures' | 'text-characters' | 'characters' | 'text-coverage' | 'image-pixels';

export interface DesignBudgetRefusal {
  limit: DesignBudgetLimit;
  /** The document field the limit is about (`objects`, `objects.t3.text`...). */
  field: string;
  value: number;
  max: number;
}

/** The parts of a design document the budget reads (editor-engine's DesignDocument has them). */
export interface BudgetedDesign {
  canvas: { width: number; height: number };
  background: { src: string; naturalWidth: number; naturalHeight: number } | null;
  objects: Record<
    string,
    | { kind: 'text'; text: string; fontSize: number; transform: { scaleX: number; scaleY: number } }
    | { kind: 'image'; src: string; naturalWidth: number; naturalHeight: number }
  >;
}

/**
 * The first budget a design goes over, or undefined. `pixelsOf` gives a picture's real pixel count when its bytes are
 * known (the server reads them; 0 for a vector picture); otherwise the document's own natural sizes count.
 */
export function designBudgetRefusal(doc: BudgetedDesign, pixelsOf?: (src: string) => number | undefined): DesignBudgetRefusal | undefined {
  const entries = Object.entries(doc.objects);
  if (entries.length > MAX_DESIGN_OBJECTS) return { limit: 'objects', field: 'objects', value: entries.length, max: MAX_DESIGN_OBJECTS };
  let characters = 0;
  let glyphArea = 0;
  let pictures = doc.background ? 1 : 0;
  let pixels = doc.background ? (pixelsOf?.(doc.background.src) ?? doc.background.naturalWidth * doc.background.naturalHeight) : 0;
  for (const [id, o] of entries) {
    if (o.kind === 'text') {
      if (o.text.length > MAX_TEXT_CHARACTERS) return { limit: 'text-characters', field: `objects.${id}.text`, value: o.text.length, max: MAX_TEXT_CHARACTERS };
      characters += o.text.length;
      glyphArea += o.text.length * o.fontSize * o.fontSize * Math.abs(o.transform.scaleX * o.transform.scaleY);
    } else {
      pictures++;
      pixels += pixelsOf?.(o.src) ?? o.naturalWidth * o.naturalHeight;
    }
  }
  if (pictures > MAX_DESIGN_PICTURES) return { limit: 'pictures', field: 'objects', value: pictures, max: MAX_DESIGN_PICTURES };
  if (characters > MAX_DESIGN_CHARACTERS) return { limit: 'characters', field: 'objects', value: characters, max: MAX_DESIGN_CHARACTERS };
  const coverage = glyphArea / Math.max(1, doc.canvas.width * doc.canvas.height);
  if (coverage > MAX_TEXT_COVERAGE) return { limit: 'text-coverage', field: 'objects', value: Math.ceil(coverage), max: MAX_TEXT_COVERAGE };
  if (pixels > MAX_DESIGN_PIXELS) return { limit: 'image-pixels', field: 'objects', value: pixels, max: MAX_DESIGN_PIXELS };
  return undefined;
}

/** Whether one more text or picture fits the design's object and picture budgets (the designer's add buttons). */
export function roomFor(doc: BudgetedDesign, kind: 'text' | 'image'): boolean {
  const objects = Object.values(doc.objects);
  if (objects.length >= MAX_DESIGN_OBJECTS) return false;
  return kind === 'text' || objects.filter((o) => o.kind === 'image').length + (doc.background ? 1 : 0) < MAX_DESIGN_PICTURES;
}

/**
 * Whether a JSON-like value nests deeper than `max` (an object or array inside another counts one level), found
 * without recursion, so a value nested 400,000 deep is measured without a stack overflow.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}
