import { orderedObjects, type DesignDocument, type DesignObject, type TextObject } from '../model.js';

/**
 * Preflight: what would print badly, judged at the ordered physical size. Pure, so the designer page shows the same
 * warnings live that the server recomputes from the stored document on add-to-cart. Warnings never block an order.
 */

/** A product's print geometry (the catalogue's `print`, in millimetres). The cut line is the product's edge. */
export interface PrintSpec {
  /** Printed beyond the cut line on every side, trimmed away. */
  bleedMm: number;
  /** Keep text and pictures at least this far inside the cut line. */
  safeMm: number;
  /** Text whose font size prints smaller than this is flagged. */
  minTextMm: number;
}

export const DEFAULT_PRINT_SPEC: PrintSpec = { bleedMm: 3, safeMm: 5, minTextMm: 2 };

/** Below this effective resolution an image is flagged; below VERY_LOW_DPI more strongly. */
export const LOW_DPI = 150;
export const VERY_LOW_DPI = 72;

export type PreflightCode = 'image-low-resolution' | 'image-very-low-resolution' | 'outside-safe-area' | 'text-too-small';

export interface PreflightWarning {
  code: PreflightCode;
  /** 'strong' for what will visibly print badly (below 72 DPI), 'warning' otherwise. */
  severity: 'warning' | 'strong';
  /** The object's id, or 'background' for the background image. */
  objectId: string;
  /** What the shopper calls it: the image's file name, or the text itself (shortened). */
  name: string;
  /** Effective DPI (image warnings), rounded down. */
  dpi?: number;
  /** Printed font size in mm (text-too-small), one decimal. */
  heightMm?: number;
}

/** Text extent in canvas pixels before the object's transform (the export's TextOutline has this shape). */
export type TextMeasure = (text: TextObject) => { width: number; ascent: number; descent: number };

/** Without real font metrics: an average advance of 0.6 em and a 1 em line box. */
const roughMeasure: TextMeasure = (t) => ({ width: t.text.length * t.fontSize * 0.6, ascent: t.fontSize * 0.8, descent: t.fontSize * 0.2 });

const MM_PER_UNIT = { cm: 10, inch: 25.4 } as const;
const MM_PER_INCH = 25.4;

/** The ordered physical size in mm, or null while the shopper has not given it. */
export function physicalSizeMm(doc: DesignDocument): { width: number; height: number } | null {
  const { width, height, unit } = doc.product;
  if (width === null || height === null || !(width > 0) || !(height > 0)) return null;
  return { width: width * MM_PER_UNIT[unit], height: height * MM_PER_UNIT[unit] };
}

/**
 * Source pixels per printed inch of an image drawn `drawnW` x `drawnH` canvas pixels (before rotation) from a
 * `naturalW` x `naturalH` source: the worse of the two axes.
 */
export function effectiveDpi(
  natural: { width: number; height: number },
  drawn: { width: number; height: number },
  canvas: { width: number; height: number },
  sizeMm: { width: number; height: number },
): number {
  const inchesW = (Math.abs(drawn.width) * sizeMm.width) / canvas.width / MM_PER_INCH;
  const inchesH = (Math.abs(drawn.height) * sizeMm.height) / canvas.height / MM_PER_INCH;
  return Math.min(natural.width / inchesW, natural.height / inchesH);
}

function imageWarning(objectId: string, name: string, dpi: number): PreflightWarning | null {
  if (dpi >= LOW_DPI) return null;
  const strong = dpi < VERY_LOW_DPI;
  return { code: strong ? 'image-very-low-resolution' : 'image-low-resolution', severity: strong ? 'strong' : 'warning', objectId, name, dpi: Math.floor(dpi) };
}

/** "…/uploads/ab12.jpg" -> "ab12.jpg"; a data: URI has no name. */
export function imageName(src: string): string {
  if (src.startsWith('data:')) return 'image';
  return src.split(/[?#]/)[0].split('/').pop() || src;
}

function textName(text: string): string {
  const t = text.trim();
  return t.length > 30 ? `${t.slice(0, 29)}…` : t;
}

/** Axis-aligned bounds, in canvas pixels, of an object after its transform. */
function bounds(o: DesignObject, measure: TextMeasure): { left: number; top: number; right: number; bottom: number } {
  // The export centres an image, and a text's line box (advance x ascent+descent), on the object's position.
  let w = 0;
  let h = 0;
  if (o.kind === 'image') {
    w = o.naturalWidth;
    h = o.naturalHeight;
  } else {
    const m = measure(o);
    w = m.width;
    h = m.ascent + m.descent;
  }
  const { x, y, scaleX, scaleY, angle } = o.transform;
  const a = (angle * Math.PI) / 180;
  const hw = (Math.abs(w * scaleX) / 2) * Math.abs(Math.cos(a)) + (Math.abs(h * scaleY) / 2) * Math.abs(Math.sin(a));
  const hh = (Math.abs(w * scaleX) / 2) * Math.abs(Math.sin(a)) + (Math.abs(h * scaleY) / 2) * Math.abs(Math.cos(a));
  return { left: x - hw, right: x + hw, top: y - hh, bottom: y + hh };
}

/**
 * Every preflight warning of a document, in the order the objects are drawn (background first). Nothing is judged
 * before the physical size is known. `measure` gives real text extents (the renderer's outlineText); without it a
 * rough estimate decides the safe-area check.
 */
export function preflight(doc: DesignDocument, spec: PrintSpec = DEFAULT_PRINT_SPEC, measure: TextMeasure = roughMeasure): PreflightWarning[] {
  const size = physicalSizeMm(doc);
  if (!size) return [];
  const { canvas } = doc;
  const out: PreflightWarning[] = [];
  if (doc.background) {
    const bg = doc.background;
    const cover = Math.max(canvas.width / bg.naturalWidth, canvas.height / bg.naturalHeight);
    const dpi = effectiveDpi(
      { width: bg.naturalWidth, height: bg.naturalHeight },
      { width: bg.naturalWidth * cover, height: bg.naturalHeight * cover },
      canvas,
      size,
    );
    const w = imageWarning('background', imageName(bg.src), dpi);
    if (w) out.push(w);
  }
  // The safe rectangle in canvas pixels (each axis has its own pixels per mm when the canvas is not proportional).
  const pxPerMmX = canvas.width / size.width;
  const pxPerMmY = canvas.height / size.height;
  const safe = {
    left: spec.safeMm * pxPerMmX,
    top: spec.safeMm * pxPerMmY,
    right: canvas.width - spec.safeMm * pxPerMmX,
    bottom: canvas.height - spec.safeMm * pxPerMmY,
  };
  const eps = 1e-6;
  for (const o of orderedObjects(doc)) {
    if (o.kind === 'text' && o.text.trim() === '') continue;
    const name = o.kind === 'image' ? imageName(o.src) : textName(o.text);
    if (o.kind === 'image') {
      const w = imageWarning(
        o.id,
        name,
        effectiveDpi(
          { width: o.naturalWidth, height: o.naturalHeight },
          { width: o.naturalWidth * o.transform.scaleX, height: o.naturalHeight * o.transform.scaleY },
          canvas,
          size,
        ),
      );
      if (w) out.push(w);
    } else {
      const heightMm = (o.fontSize * Math.abs(o.transform.scaleY)) / pxPerMmY;
      if (heightMm < spec.minTextMm) out.push({ code: 'text-too-small', severity: 'warning', objectId: o.id, name, heightMm: Math.floor(heightMm * 10) / 10 });
    }
    const b = bounds(o, measure);
    const visible = b.right > 0 && b.left < canvas.width && b.bottom > 0 && b.top < canvas.height;
    const outside = b.left < safe.left - eps || b.top < safe.top - eps || b.right > safe.right + eps || b.bottom > safe.bottom + eps;
    if (visible && outside) out.push({ code: 'outside-safe-area', severity: 'warning', objectId: o.id, name });
  }
  return out;
}
