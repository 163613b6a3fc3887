import { frameBox, photoBox } from '../export/frames.js';
import { textAsOneLine } from './textLayout.js';
import { textEffectReach } from './textEffects.js';
import { drawnObjects } from '../export/scene.js';
import { drawnTransform } from './look.js';
import type { DesignDocument, DesignObject, TextObject } from '../model.js';

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

/** A box in canvas pixels: left/top/right/bottom. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The inked box of a text before the object's transform, relative to its position (the renderer's outline, placed as
 * the export places it: see textInkBox). null while it is not known yet (the page waits for its font worker): such a
 * text is not judged against the cut line rather than judged on a guess.
 */
export type TextMeasure = (text: TextObject) => Box | null;

/** What a text outline gives (the export's TextOutline): path data, advance width and the font's line box. */
interface Outline {
  d: string;
  width: number;
  ascent: number;
  descent: number;
  pictures?: readonly { x: number; y: number; width: number; height: number; angle?: number }[];
  /** Letters coloured apart (their glyphs are not in `d`). */
  parts?: readonly { d: string }[];
  /** The size the lines were set at. */
  size?: number;
}

/** A picture's box, turned about its centre by its angle (a curved text's emoji), as left/top/right/bottom. */
function pictureBox(p: { x: number; y: number; width: number; height: number; angle?: number }): Box {
  const a = ((p.angle ?? 0) * Math.PI) / 180;
  const hw = (Math.abs(Math.cos(a)) * p.width + Math.abs(Math.sin(a)) * p.height) / 2;
  const hh = (Math.abs(Math.sin(a)) * p.width + Math.abs(Math.cos(a)) * p.height) / 2;
  const cx = p.x + p.width / 2;
  const cy = p.y + p.height / 2;
  return { left: cx - hw, top: cy - hh, right: cx + hw, bottom: cy + hh };
}

/**
 * The inked box of outlined text, relative to the object's position: the exact bounds of its path (curves by their
 * extremes, not their control points), moved as the export centres the line box (advance x ascent+descent) on the
 * position. The line box itself is no measure of what prints: a script font's ascender and descender can be twice
 * the height of its letters, and side bearings add width. null for text with no ink (spaces, missing glyphs).
 */
export function textInkBox(outline: Outline, text?: Pick<TextObject, 'fontSize' | 'stroke' | 'shadow'>): Box | null {
  // emoji pictures ink their whole box
  let b = pathBounds([outline.d, ...(outline.parts ?? []).map((p) => p.d)].join(''));
  for (const p of outline.pictures ?? []) {
    const box = pictureBox(p);
    b = b
      ? { left: Math.min(b.left, box.left), top: Math.min(b.top, box.top), right: Math.max(b.right, box.right), bottom: Math.max(b.bottom, box.bottom) }
      : box;
  }
  if (!b) return null;
  // the outline inks all round, the shadow down and right (logic/textEffects.ts)
  if (text) {
    const reach = textEffectReach(text, outline.size ?? text.fontSize);
    const r = reach.outline;
    b = { left: b.left - r, top: b.top - r, right: b.right + r + reach.shadow, bottom: b.bottom + r + reach.shadow };
  }
  const dx = -outline.width / 2;
  const dy = (outline.ascent - outline.descent) / 2;
  return { left: b.left + dx, top: b.top + dy, right: b.right + dx, bottom: b.bottom + dy };
}

const ARGS: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** Exact bounds of absolute path data as pathData() writes it (M, L, Q, C, Z); null when it draws nothing. */
export function pathBounds(d: string): Box | null {
  const tokens = d.match(/[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  let box: Box | null = null;
  const add = (x: number, y: number) => {
    box = box
      ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
      : { left: x, top: y, right: x, bottom: y };
  };
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < tokens.length;) {
    const cmd = tokens[i++].toUpperCase();
    const n = ARGS[cmd];
    if (n === undefined) throw new Error(`unexpected path data at "${tokens[i - 1]}"`);
    const v = tokens.slice(i, i + n).map(Number);
    i += n;
    if (cmd === 'Z') continue;
    const [x, y] = v.slice(-2);
    if (cmd === 'Q') {
      for (const t of [extremum2(cx, v[0], x), extremum2(cy, v[1], y)]) if (t !== null) add(quad(cx, v[0], x, t), quad(cy, v[1], y, t));
    } else if (cmd === 'C') {
      for (const t of [...extrema3(cx, v[0], v[2], x), ...extrema3(cy, v[1], v[3], y)]) add(cubic(cx, v[0], v[2], x, t), cubic(cy, v[1], v[3], y, t));
    }
    // a move alone inks nothing, but every glyph contour starts with one on its outline
    add(x, y);
    cx = x;
    cy = y;
  }
  return box;
}

const quad = (a: number, b: number, c: number, t: number) => (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;
const cubic = (a: number, b: number, c: number, d: number, t: number) => (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;

/** Where a quadratic's derivative is zero inside (0, 1), if it is. */
function extremum2(a: number, b: number, c: number): number | null {
  const den = a - 2 * b + c;
  if (den === 0) return null;
  const t = (a - b) / den;
  return t > 0 && t < 1 ? t : null;
}

/** Where a cubic's derivative is zero inside (0, 1). */
function extrema3(a: number, b: number, c: number, d: number): number[] {
  // derivative / 3: (b - a)(1-t)^2 + 2(c - b)(1-t)t + (d - c)t^2 = A t^2 + B t + C
  const A = -a + 3 * b - 3 * c + d;
  const B = 2 * (a - 2 * b + c);
  const C = b - a;
  const roots: number[] = [];
  if (Math.abs(A) < 1e-12) {
    if (B !== 0) roots.push(-C / B);
  } else {
    const disc = B * B - 4 * A * C;
    if (disc >= 0) {
      const r = Math.sqrt(disc);
      roots.push((-B + r) / (2 * A), (-B - r) / (2 * A));
    }
  }
  return roots.filter((t) => t > 0 && t < 1);
}

/**
 * A library design or an uploaded drawing is SVG: drawn as vectors at any size, it has no pixels to run out of. Its
 * "natural size" is only its drawing's width and height, so a pixels-per-inch figure of it would mean nothing.
 */
export function isVectorImage(src: string): boolean {
  if (src.startsWith('data:')) return /^data:image\/svg\+xml[;,]/i.test(src);
  return /\.svg$/i.test(src.split(/[?#]/)[0]);
}

const MM_PER_UNIT = { cm: 10, inch: 25.4 } as const;
const MM_PER_INCH = 25.4;

/** The ordered physical size in mm, or null while the shopper has not given it. */
export function physicalSizeMm(doc: DesignDocument): { width: number; height: number } | null {
  const { width, height, unit } = doc.product;
  if (width === null || height === null || !(width > 0) || !(height > 0)) return null;
  return { width: width * MM_PER_UNIT[unit], height: height * MM_PER_UNIT[unit] };
}

/**
 * The safe rectangle in canvas pixels, the safe margin inside the cut line (each axis has its own pixels per mm when
 * the canvas is not proportional); null until the size is known. Preflight flags what leaves it, moves snap to it.
 */
export function safeArea(doc: DesignDocument, spec: PrintSpec): Box | null {
  const size = physicalSizeMm(doc);
  return size ? safeAreaOf(doc.canvas, size, spec) : null;
}

function safeAreaOf(canvas: { width: number; height: number }, size: { width: number; height: number }, spec: PrintSpec): Box {
  const x = (spec.safeMm * canvas.width) / size.width;
  const y = (spec.safeMm * canvas.height) / size.height;
  return { left: x, top: y, right: canvas.width - x, bottom: canvas.height - y };
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
  const t = textAsOneLine(text);
  return t.length > 30 ? `${t.slice(0, 29)}…` : t;
}

/**
 * Axis-aligned bounds, in canvas pixels, of an object after its transform; null for a text not measured yet. The
 * preflight's cut-line check and the arrange rules (logic/arrange.ts) both judge objects by it.
 */
export function objectBounds(o: DesignObject, measure: TextMeasure): Box | null {
  // The export centres an image on the object's position; a text's inked box comes from its outline.
  // a framed picture shows its frame's box (frames.ts), the rest of its photo is cut
  const frame = o.kind === 'image' ? frameBox(o) : null;
  const local = frame ? { left: frame.x, top: frame.y, right: frame.x + frame.width, bottom: frame.y + frame.height } : measure(o as TextObject);
  if (!local) return null;
  // translate, then rotate (clockwise in y-down space), then scale: the export's and the canvas's order (a flipped
  // text's ink mirrored as it is drawn)
  const { x, y, scaleX, scaleY, angle } = drawnTransform(o);
  const a = (angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [local.left, local.top],
    [local.right, local.top],
    [local.right, local.bottom],
    [local.left, local.bottom],
  ].map(([px, py]) => [x + px * scaleX * cos - py * scaleY * sin, y + px * scaleX * sin + py * scaleY * cos]);
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * Every preflight warning of a document, in the order the objects are drawn (background first). Nothing is judged
 * before the physical size is known. `measure` gives each text's inked box from its real outline (textInkBox); the
 * resolution is judged for raster pictures only, at the size they print.
 */
export function preflight(doc: DesignDocument, spec: PrintSpec, measure: TextMeasure): PreflightWarning[] {
  const size = physicalSizeMm(doc);
  if (!size) return [];
  const { canvas } = doc;
  const out: PreflightWarning[] = [];
  if (doc.background && !isVectorImage(doc.background.src)) {
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
  const pxPerMmY = canvas.height / size.height;
  const safe = safeAreaOf(canvas, size, spec);
  const eps = 1e-6;
  for (const o of drawnObjects(doc)) {
    // a hidden object is not printed: nothing to warn about
    if (o.kind === 'text' && o.text.trim() === '') continue;
    const name = o.kind === 'image' ? imageName(o.src) : textName(o.text);
    if (o.kind === 'image') {
      const w = isVectorImage(o.src)
        ? null
        : imageWarning(
            o.id,
            name,
            effectiveDpi(
              { width: o.naturalWidth, height: o.naturalHeight },
              // zoomed inside its frame, the photo prints larger: fewer dots an inch
              { width: photoBox(o).width * o.transform.scaleX, height: photoBox(o).height * o.transform.scaleY },
              canvas,
              size,
            ),
          );
      if (w) out.push(w);
    } else {
      const heightMm = (o.fontSize * Math.abs(o.transform.scaleY)) / pxPerMmY;
      if (heightMm < spec.minTextMm) out.push({ code: 'text-too-small', severity: 'warning', objectId: o.id, name, heightMm: Math.floor(heightMm * 10) / 10 });
    }
    const b = objectBounds(o, measure);
    if (!b) continue;
    const visible = b.right > 0 && b.left < canvas.width && b.bottom > 0 && b.top < canvas.height;
    const outside = b.left < safe.left - eps || b.top < safe.top - eps || b.right > safe.right + eps || b.bottom > safe.bottom + eps;
    if (visible && outside) out.push({ code: 'outside-safe-area', severity: 'warning', objectId: o.id, name });
  }
  return out;
}
