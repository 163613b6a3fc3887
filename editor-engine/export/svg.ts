import { ROUNDED_RADIUS } from '../constants.js';
import { orderedObjects, type DesignDocument, type Effect, type ImageObject, type TextObject, type Transform } from '../model.js';
import { effectColour, effectFilter } from './effect.js';
import { escapeXml, fmt } from './format.js';

/** A text outlined by a font provider: path data with the baseline at y = 0 and the pen starting at x = 0. */
export interface TextOutline {
  d: string;
  /** Advance width of the whole line. */
  width: number;
  /** Font ascender (positive, above the baseline) and descender (positive, below) at this size. */
  ascent: number;
  descent: number;
}

/** What toSvg needs from the outside world, passed in by the caller (workers/ provides real implementations). */
export interface ExportResources {
  outlineText(text: TextObject): TextOutline;
  /** The href to write for an image source: a data: URI to embed it, or a URL to reference it. */
  imageHref(src: string): string;
}

export interface SvgOptions {
  /** Output pixels per canvas pixel (a 4000 px print file from a 600 px canvas is scale 6.667). */
  scale?: number;
  /**
   * 'filter' (default): the effect is one filter over the design group. 'baked': no filter; flat colours are
   * converted with effectColour() and the caller's imageHref must return images with the effect already applied.
   * A filter costs a pass over every output pixel (12 M for a print file); baking touches only flat colours and
   * images at their natural size.
   */
  effect?: 'filter' | 'baked';
}

function transformAttr(t: Transform): string {
  let s = `translate(${fmt(t.x)} ${fmt(t.y)})`;
  if (t.angle !== 0) s += ` rotate(${fmt(t.angle)})`;
  if (t.scaleX !== 1 || t.scaleY !== 1) s += ` scale(${fmt(t.scaleX)} ${fmt(t.scaleY)})`;
  return s;
}

function clipShape(doc: DesignDocument): string | null {
  const { width: w, height: h } = doc.canvas;
  const r = doc.shape.rounded ? ` rx="${fmt(ROUNDED_RADIUS)}" ry="${fmt(ROUNDED_RADIUS)}"` : '';
  switch (doc.shape.kind) {
    case 'original':
      return null;
    case 'circle':
      return `<circle cx="${fmt(w / 2)}" cy="${fmt(h / 2)}" r="${fmt(Math.min(w, h) / 2)}"/>`;
    case 'square': {
      const side = Math.min(w, h);
      return `<rect x="${fmt((w - side) / 2)}" y="${fmt((h - side) / 2)}" width="${fmt(side)}" height="${fmt(side)}"${r}/>`;
    }
    case 'rectangle':
      return `<rect x="0" y="0" width="${fmt(w)}" height="${fmt(h)}"${r}/>`;
  }
}

function imageElement(o: ImageObject, res: ExportResources): string {
  const w = o.naturalWidth;
  const h = o.naturalHeight;
  return `<image id="obj-${o.id}" x="${fmt(-w / 2)}" y="${fmt(-h / 2)}" width="${fmt(w)}" height="${fmt(h)}" preserveAspectRatio="none" href="${escapeXml(res.imageHref(o.src))}" transform="${transformAttr(o.transform)}"/>`;
}

function textElement(o: TextObject, res: ExportResources, effect: Effect): string {
  const outline = res.outlineText(o);
  if (outline.d === '') return '';
  // Centre the line box (advance width x ascent+descent) on the object's position.
  const inner = `translate(${fmt(-outline.width / 2)} ${fmt((outline.ascent - outline.descent) / 2)})`;
  return `<path id="obj-${o.id}" fill="${effectColour(o.fill, effect)}" transform="${transformAttr(o.transform)} ${inner}" d="${outline.d}"/>`;
}

/**
 * The design as SVG. Deterministic: the same document and resources give the same bytes (fixed number format,
 * ids derived from object ids, attributes in a fixed order). Text is outlined, so viewing needs no font.
 */
export function toSvg(doc: DesignDocument, res: ExportResources, options: SvgOptions = {}): string {
  const scale = options.scale ?? 1;
  const { width: w, height: h } = doc.canvas;
  const defs: string[] = [];
  const groupAttrs: string[] = [];
  const baked = options.effect === 'baked';
  const paint = baked ? doc.effect : 'original';
  const clip = clipShape(doc);
  if (clip) {
    defs.push(`<clipPath id="atelier-shape">${clip}</clipPath>`);
    groupAttrs.push('clip-path="url(#atelier-shape)"');
  }
  if (doc.effect !== 'original' && !baked) {
    defs.push(effectFilter('atelier-effect', doc.effect, 0, 0, w, h));
    groupAttrs.push('filter="url(#atelier-effect)"');
  }
  const body: string[] = [];
  if (doc.backgroundColor)
    body.push(`<rect id="background-colour" x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" fill="${effectColour(doc.backgroundColor, paint)}"/>`);
  if (doc.background) {
    body.push(
      `<image id="background" x="0" y="0" width="${fmt(w)}" height="${fmt(h)}" preserveAspectRatio="xMidYMid slice" href="${escapeXml(res.imageHref(doc.background.src))}"/>`,
    );
  }
  for (const o of orderedObjects(doc)) {
    const el = o.kind === 'text' ? textElement(o, res, paint) : imageElement(o, res);
    if (el) body.push(el);
  }
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w * scale)}" height="${fmt(h * scale)}" viewBox="0 0 ${fmt(w)} ${fmt(h)}">`;
  const defsXml = defs.length ? `<defs>${defs.join('')}</defs>` : '';
  const group = `<g${groupAttrs.length ? ' ' + groupAttrs.join(' ') : ''}>${body.join('')}</g>`;
  return `${open}${defsXml}${group}</svg>\n`;
}
