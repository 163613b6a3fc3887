import { roundedCornerRadius } from '../../rules/shape.js';
import {
  CENTRED,
  orderedObjects,
  type BackgroundPosition,
  type DesignDocument,
  type DesignObject,
  type Effect,
  type ImageAdjust,
  type TextObject,
  type Transform,
} from '../model.js';
import { drawnTransform, isAdjusted, opacityOf, OPACITY_MAX } from '../logic/look.js';
import { textEffectReach } from '../logic/textEffects.js';
import { effectColour } from './effect.js';
import { frameClip, isFramed, photoBox } from './frames.js';

// The design as a flat scene of primitives: what the export writes as SVG (svg.ts) and what the canvas draws with
// Paper.js (storefront/designer/paperScene.ts). Every placement (the centred box of a picture, the line box of an
// outlined text, the cover of a background photo where the shopper moved it, the shape's cut) is decided here once,
// so the canvas and the print file cannot drift apart.

/** A text outlined by a font provider: path data with the baseline at y = 0 and the pen starting at x = 0. */
export interface TextOutline {
  d: string;
  /** Advance width of the whole line. */
  width: number;
  /** Font ascender (positive, above the baseline) and descender (positive, below) at this size. */
  ascent: number;
  descent: number;
  /** Emoji drawn as pictures beside the glyphs, in the same coordinates (baseline at 0); absent when none. */
  pictures?: TextPicture[];
  /** Glyphs of letters coloured apart (the text's `colours`), left out of `d`; absent when none. */
  parts?: TextPart[];
  /** The size the lines were set at (a long text shrinks into its box); absent: the text's own size. */
  size?: number;
}

/** Glyphs of a text in a colour of their own. */
export interface TextPart {
  d: string;
  fill: string;
}

/** One emoji of a text: its picture (a library design's source) in a box of the outline's coordinates. */
export interface TextPicture {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The emoji as typed, for the words that name it. */
  text: string;
  /** Turned about its box's centre, degrees clockwise (a curved text's emoji stand on its arc); absent: upright. */
  angle?: number;
}

/** A flat colour over the box. */
export interface SceneRect {
  kind: 'rect';
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
}

/**
 * A picture drawn into a box: 'none' stretches its own size (an SVG: its view box) onto the box, 'slice' covers the
 * box keeping its proportions, centred and cut at the box's edges (SVG preserveAspectRatio). With a transform the
 * box is in the object's own coordinates (centred on 0, 0).
 */
export interface SceneImage {
  kind: 'image';
  id: string;
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fit: 'none' | 'slice';
  transform: Transform | null;
  /** A framed or cropped picture (frames.ts): the frame's outline, path data in the same coordinates, cuts it. */
  clip?: string;
  /** Below 1 when the shopper made the picture see-through (absent: opaque). */
  opacity?: number;
  /** The shopper's adjustments (absent: as uploaded): a filter in the export, baked pixels in the print, the canvas's pixels. */
  adjust?: ImageAdjust;
}

/**
 * An outlined text: `d` with the baseline at 0, moved by `inner` (the line box centred) then by the transform; its
 * emoji as pictures in the same coordinates (drawn over the glyphs, never tinted by the fill).
 */
export interface ScenePath {
  kind: 'path';
  id: string;
  d: string;
  fill: string;
  transform: Transform;
  inner: { dx: number; dy: number };
  pictures?: TextPicture[];
  /** Letters coloured apart, drawn over `d` (logic/textEffects.ts). */
  parts?: TextPart[];
  /** The outline, drawn under the letters' fill (so it shows `width` / 2 outside them), in the text's units. */
  stroke?: { colour: string; width: number };
  /** The hard shadow: every glyph (and the outline) again in one colour, moved by dx, dy, under everything. */
  shadow?: { fill: string; dx: number; dy: number };
  opacity?: number;
}

export type SceneItem = SceneRect | SceneImage | ScenePath;

/** The shape's cut, in canvas pixels. */
export type SceneClip =
  { kind: 'circle'; cx: number; cy: number; r: number } | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number };

export interface Scene {
  width: number;
  height: number;
  clip: SceneClip | null;
  /** The effect still to apply over everything ('original' once baked into the colours). */
  effect: Effect;
  /** Bottom to top. */
  items: SceneItem[];
}

export function sceneClip(doc: DesignDocument): SceneClip | null {
  const { width: w, height: h } = doc.canvas;
  // the rounding is a share of the cut's short side (rules/shape.ts): the proof and the plotter's cut round alike
  const radius = (width: number, height: number) => (doc.shape.rounded ? roundedCornerRadius(width, height) : 0);
  switch (doc.shape.kind) {
    case 'original':
      return null;
    case 'circle':
      return { kind: 'circle', cx: w / 2, cy: h / 2, r: Math.min(w, h) / 2 };
    case 'square': {
      const side = Math.min(w, h);
      return { kind: 'rect', x: (w - side) / 2, y: (h - side) / 2, width: side, height: side, radius: radius(side, side) };
    }
    case 'rectangle':
      return { kind: 'rect', x: 0, y: 0, width: w, height: h, radius: radius(w, h) };
  }
}

export interface SceneOptions {
  /** The text's outline; null while it is not known yet (the canvas asks a worker): the text is left out. */
  outlineText(text: TextObject): TextOutline | null;
  /** 'baked': flat colours already carry the effect (and the caller's images too); no effect left to apply. */
  baked?: boolean;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** The background photo's position (absent: centred). */
export const backgroundPosition = (doc: DesignDocument): BackgroundPosition => doc.background?.position ?? CENTRED;

/**
 * The box the background photo takes: it covers the canvas keeping its proportions, and `position` places what
 * overflows (0: the photo's left or top edge on the canvas's, 1: its right or bottom edge on the canvas's). Centred,
 * the box is the canvas itself and the picture's 'slice' fit centres and cuts it (the export's bytes from before the
 * photo could move); moved, the box is the whole covering photo, which the canvas's edge cuts (the SVG's viewport,
 * the Paper view). Any position in 0..1 covers the canvas: no uncovered edge can show.
 */
function backgroundBox(doc: DesignDocument): Box {
  const { width: w, height: h } = doc.canvas;
  const bg = doc.background;
  const p = backgroundPosition(doc);
  if (!bg || (p.x === CENTRED.x && p.y === CENTRED.y)) return { x: 0, y: 0, width: w, height: h };
  const s = Math.max(w / bg.naturalWidth, h / bg.naturalHeight);
  const width = bg.naturalWidth * s;
  const height = bg.naturalHeight * s;
  // + 0: an edge at 0 is 0, not -0
  return { x: (w - width) * clamp01(p.x) + 0, y: (h - height) * clamp01(p.y) + 0, width, height };
}

/** How far the covering photo overflows the canvas on each axis, in canvas pixels (0 where it fits exactly). */
export function backgroundOverflow(doc: DesignDocument): { x: number; y: number } {
  const bg = doc.background;
  if (!bg) return { x: 0, y: 0 };
  const { width: w, height: h } = doc.canvas;
  const s = Math.max(w / bg.naturalWidth, h / bg.naturalHeight);
  // below a hundredth of a pixel is rounding, not room to move
  const room = (v: number) => (v > 0.01 ? v : 0);
  return { x: room(bg.naturalWidth * s - w), y: room(bg.naturalHeight * s - h) };
}

/**
 * The position after the photo moved by (dx, dy) canvas pixels from `from`, clamped to its overflow: moving the
 * photo right shows more of its left. An axis without overflow keeps its position.
 */
export function shiftBackground(doc: DesignDocument, from: BackgroundPosition, dx: number, dy: number): BackgroundPosition {
  const o = backgroundOverflow(doc);
  return { x: o.x > 0 ? clamp01(from.x - dx / o.x) : from.x, y: o.y > 0 ? clamp01(from.y - dy / o.y) : from.y };
}

/** A text's letters coloured apart, outline and shadow as the scene draws them (absent: none, as before them). */
function textEffects(o: TextObject, outline: TextOutline, paint: Effect): Pick<ScenePath, 'parts' | 'stroke' | 'shadow'> {
  const reach = textEffectReach(o, outline.size ?? o.fontSize);
  const out: Pick<ScenePath, 'parts' | 'stroke' | 'shadow'> = {};
  if (outline.parts?.length) out.parts = outline.parts.map((p) => ({ d: p.d, fill: effectColour(p.fill, paint) }));
  // the stroke is centred on the glyphs' edge and drawn under their fill: twice the width shows the width outside
  if (o.stroke) out.stroke = { colour: effectColour(o.stroke.colour, paint), width: 2 * reach.outline };
  if (o.shadow) out.shadow = { fill: effectColour(o.shadow.colour, paint), dx: reach.shadow, dy: reach.shadow };
  return out;
}

/**
 * The objects drawn, bottom to top: the hidden ones (issue 29) are left out here, once, so neither the canvas in edit
 * or preview, nor the export, the proof or the print file shows them; the layers list still does.
 */
export const drawnObjects = (doc: DesignDocument): DesignObject[] => orderedObjects(doc).filter((o) => o.hidden !== true);

/** The object's opacity and a picture's adjustments, only where they change something (old designs write the bytes they did). */
function look(o: DesignObject): { opacity?: number; adjust?: ImageAdjust } {
  const opacity = opacityOf(o);
  return {
    ...(opacity < OPACITY_MAX ? { opacity } : {}),
    ...(o.kind === 'image' && isAdjusted(o.adjust) ? { adjust: o.adjust } : {}),
  };
}

/** The document as a scene: background colour, background photo, then the drawn objects bottom to top. */
export function buildScene(doc: DesignDocument, options: SceneOptions): Scene {
  const { width: w, height: h } = doc.canvas;
  const paint: Effect = options.baked ? doc.effect : 'original';
  const items: SceneItem[] = [];
  if (doc.backgroundColor)
    items.push({ kind: 'rect', id: 'background-colour', x: 0, y: 0, width: w, height: h, fill: effectColour(doc.backgroundColor, paint) });
  if (doc.background) items.push({ kind: 'image', id: 'background', src: doc.background.src, ...backgroundBox(doc), fit: 'slice', transform: null });
  for (const o of drawnObjects(doc)) {
    if (o.kind === 'image' && isFramed(o)) {
      items.push({ kind: 'image', id: `obj-${o.id}`, src: o.src, ...photoBox(o), fit: 'none', transform: drawnTransform(o), clip: frameClip(o), ...look(o) });
      continue;
    }
    if (o.kind === 'image') {
      const iw = o.naturalWidth;
      const ih = o.naturalHeight;
      items.push({
        kind: 'image',
        id: `obj-${o.id}`,
        src: o.src,
        x: -iw / 2,
        y: -ih / 2,
        width: iw,
        height: ih,
        fit: 'none',
        transform: drawnTransform(o),
        ...look(o),
      });
      continue;
    }
    const outline = options.outlineText(o);
    if (!outline || (outline.d === '' && !outline.pictures?.length && !outline.parts?.length)) continue;
    // Centre the line box (advance width x ascent+descent) on the object's position.
    const inner = { dx: -outline.width / 2, dy: (outline.ascent - outline.descent) / 2 };
    const pictures = outline.pictures?.length ? { pictures: outline.pictures } : {};
    items.push({
      kind: 'path',
      id: `obj-${o.id}`,
      d: outline.d,
      fill: effectColour(o.fill, paint),
      transform: drawnTransform(o),
      inner,
      ...pictures,
      ...look(o),
      ...textEffects(o, outline, paint),
    });
  }
  return { width: w, height: h, clip: sceneClip(doc), effect: options.baked ? 'original' : doc.effect, items };
}
