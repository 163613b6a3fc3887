import type { TextObject, DesignDocument, ImageAdjust, Transform } from '../model.js';
import { adjustMatrix } from './adjust.js';
import { effectFilter, matrixFilter } from './effect.js';
import { escapeXml, fmt } from './format.js';
import { buildScene, type SceneClip, type SceneItem, type ScenePath, type TextOutline, type TextPicture } from './scene.js';

export type { TextOutline } from './scene.js';

/** What toSvg needs from the outside world, passed in by the caller (workers/ provides real implementations). */
export interface ExportResources {
  outlineText(text: TextObject): TextOutline;
  /**
   * The href to write for an image source: a data: URI to embed it, or a URL to reference it. With `adjust` (baked
   * export only) the picture with those adjustments applied.
   */
  imageHref(src: string, adjust?: ImageAdjust): string;
}

export interface SvgOptions {
  /** Output pixels per canvas pixel (a 4000 px print file from a 600 px canvas is scale 6.667). */
  scale?: number;
  /**
   * 'filter' (default): the effect is one filter over the design group. 'baked': no filter; flat colours are
   * converted with effectColour() and the caller's imageHref must return images with the effect already applied.
   * A filter costs a pass over every output pixel (12 M for a print file); baking touches only flat colours and
   * images at their natural size. A picture's adjustments go the same way: a filter of its own, or baked.
   */
  effect?: 'filter' | 'baked';
}

/** An object's transform as SVG: translate, rotate, scale (the canvas builds the same matrix in this order). */
export function transformAttr(t: Transform): string {
  let s = `translate(${fmt(t.x)} ${fmt(t.y)})`;
  if (t.angle !== 0) s += ` rotate(${fmt(t.angle)})`;
  if (t.scaleX !== 1 || t.scaleY !== 1) s += ` scale(${fmt(t.scaleX)} ${fmt(t.scaleY)})`;
  return s;
}

/** A picture turned on a curved text's arc: about its box's centre (nothing for an upright one: older bytes hold). */
function pictureTurn(p: TextPicture): string {
  if (!p.angle) return '';
  return ` transform="rotate(${fmt(p.angle)} ${fmt(p.x + p.width / 2)} ${fmt(p.y + p.height / 2)})"`;
}

function clipElement(clip: SceneClip): string {
  if (clip.kind === 'circle') return `<circle cx="${fmt(clip.cx)}" cy="${fmt(clip.cy)}" r="${fmt(clip.r)}"/>`;
  const r = clip.radius ? ` rx="${fmt(clip.radius)}" ry="${fmt(clip.radius)}"` : '';
  return `<rect x="${fmt(clip.x)}" y="${fmt(clip.y)}" width="${fmt(clip.width)}" height="${fmt(clip.height)}"${r}/>`;
}

const ASPECT = { none: 'none', slice: 'xMidYMid slice' } as const;

/**
 * A text's layers, bottom to top: the shadow (every glyph, outlined too, in its colour, moved), the outline (a stroke
 * under the fill), the glyphs in the text's colour, then the letters coloured apart. The canvas draws the same layers
 * (storefront/designer/textLayers.ts); a plain path and a hard offset draw the same in resvg, browsers and the print
 * PDF (svg-to-pdfkit has no blur).
 */
function textLayers(item: ScenePath): string {
  const all = [item.d, ...(item.parts ?? []).map((p) => p.d)].join('');
  const stroke = (colour: string) => (item.stroke ? ` stroke="${colour}" stroke-width="${fmt(item.stroke.width)}" stroke-linejoin="round"` : '');
  const out: string[] = [];
  if (item.shadow && all)
    out.push(`<path fill="${item.shadow.fill}"${stroke(item.shadow.fill)} transform="translate(${fmt(item.shadow.dx)} ${fmt(item.shadow.dy)})" d="${all}"/>`);
  if (item.stroke && all) out.push(`<path fill="none"${stroke(item.stroke.colour)} d="${all}"/>`);
  if (item.d) out.push(`<path fill="${item.fill}" d="${item.d}"/>`);
  for (const p of item.parts ?? []) out.push(`<path fill="${p.fill}" d="${p.d}"/>`);
  return out.join('');
}

/** A see-through object's opacity attribute (nothing for an opaque one). */
const opacityAttr = (item: { opacity?: number }) => (item.opacity === undefined ? '' : ` opacity="${fmt(item.opacity)}"`);

/**
 * An element of the scene. A picture's adjustments are its own filter (`defs` gets it) unless `baked`, where the
 * resources hand over the adjusted picture.
 */
function itemElement(item: SceneItem, res: ExportResources, baked: boolean, defs: string[]): string {
  switch (item.kind) {
    case 'rect':
      return `<rect id="${item.id}" x="${fmt(item.x)}" y="${fmt(item.y)}" width="${fmt(item.width)}" height="${fmt(item.height)}" fill="${item.fill}"/>`;
    case 'image': {
      let filter = '';
      if (item.adjust && !baked) {
        defs.push(matrixFilter(`adjust-${item.id}`, adjustMatrix(item.adjust), item.x, item.y, item.width, item.height));
        filter = ` filter="url(#adjust-${item.id})"`;
      }
      const href = baked && item.adjust ? res.imageHref(item.src, item.adjust) : res.imageHref(item.src);
      if (item.clip !== undefined && item.transform) {
        // the frame's outline beside the photo, in the group's coordinates (the transform), so every renderer (resvg,
        // the browser, svg-to-pdfkit for the print PDF) reads the clip in the photo's own space; the clip is on a group
        // around the photo, as svg-to-pdfkit ignores a clip-path on an <image> (the print PDF showed the whole photo)
        const clipId = `${item.id}-frame`;
        const photo = `<image x="${fmt(item.x)}" y="${fmt(item.y)}" width="${fmt(item.width)}" height="${fmt(item.height)}" preserveAspectRatio="${ASPECT[item.fit]}" href="${escapeXml(href)}"${filter}/>`;
        return `<g id="${item.id}" transform="${transformAttr(item.transform)}"${opacityAttr(item)}><clipPath id="${clipId}"><path d="${item.clip}"/></clipPath><g clip-path="url(#${clipId})">${photo}</g></g>`;
      }
      const transform = item.transform ? ` transform="${transformAttr(item.transform)}"` : '';
      return `<image id="${item.id}" x="${fmt(item.x)}" y="${fmt(item.y)}" width="${fmt(item.width)}" height="${fmt(item.height)}" preserveAspectRatio="${ASPECT[item.fit]}" href="${escapeXml(href)}"${transform}${opacityAttr(item)}${filter}/>`;
    }
    case 'path': {
      const transform = `${transformAttr(item.transform)} translate(${fmt(item.inner.dx)} ${fmt(item.inner.dy)})`;
      const layered = item.parts || item.stroke || item.shadow;
      if (!item.pictures && !layered) return `<path id="${item.id}" fill="${item.fill}" transform="${transform}"${opacityAttr(item)} d="${item.d}"/>`;
      // a text with emoji or effects: its layers and its pictures in one group that carries the placement
      const glyphs = layered ? textLayers(item) : item.d ? `<path fill="${item.fill}" d="${item.d}"/>` : '';
      const pictures = (item.pictures ?? []).map(
        (p) =>
          `<image x="${fmt(p.x)}" y="${fmt(p.y)}" width="${fmt(p.width)}" height="${fmt(p.height)}" preserveAspectRatio="xMidYMid meet" href="${escapeXml(res.imageHref(p.src))}"${pictureTurn(p)}/>`,
      );
      return `<g id="${item.id}" transform="${transform}"${opacityAttr(item)}>${glyphs}${pictures.join('')}</g>`;
    }
  }
}

/**
 * The design as SVG, written from the scene the canvas draws too (scene.ts). Deterministic: the same document and
 * resources give the same bytes (fixed number format, ids derived from object ids, attributes in a fixed order).
 * Text is outlined, so viewing needs no font.
 */
export function toSvg(doc: DesignDocument, res: ExportResources, options: SvgOptions = {}): string {
  const scale = options.scale ?? 1;
  const baked = options.effect === 'baked';
  const scene = buildScene(doc, { outlineText: (t) => res.outlineText(t), baked });
  const { width: w, height: h } = scene;
  const defs: string[] = [];
  const groupAttrs: string[] = [];
  if (scene.clip) {
    defs.push(`<clipPath id="atelier-shape">${clipElement(scene.clip)}</clipPath>`);
    groupAttrs.push('clip-path="url(#atelier-shape)"');
  }
  if (scene.effect !== 'original') {
    defs.push(effectFilter('atelier-effect', scene.effect, 0, 0, w, h));
    groupAttrs.push('filter="url(#atelier-effect)"');
  }
  const body = scene.items.map((item) => itemElement(item, res, baked, defs));
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${fmt(w * scale)}" height="${fmt(h * scale)}" viewBox="0 0 ${fmt(w)} ${fmt(h)}">`;
  const defsXml = defs.length ? `<defs>${defs.join('')}</defs>` : '';
  const group = `<g${groupAttrs.length ? ' ' + groupAttrs.join(' ') : ''}>${body.join('')}</g>`;
  return `${open}${defsXml}${group}</svg>\n`;
}
