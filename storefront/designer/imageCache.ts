import { designPictures, type DesignDocument } from '../../editor-engine';
import type { ImageCopy } from '../../workers/render/renderer';
import { DISPLAY_MAX_SIDE, displayCopyOf } from '../../contract/pictures';
import { downscaleSize } from '../../workers/images/downscale';
import { renderClient } from './renderClient';

// Pictures reach the canvas downscaled in the render worker (a 12-megapixel photo never decodes on the page's thread);
// the document keeps the uploaded original's route, which the print files use (a design opened from elsewhere draws
// the server's copy of the same size: displayUrl). The cart picture, a few hundred pixels wide, is drawn from the
// same copies the canvas draws (displayCopies): the original is not fetched and decoded again on Add to cart.

const display = new Map<string, ImageCopy>();

/**
 * The URL the canvas draws for a document source: the page's own downscaled copy when it made one (a fresh upload),
 * else the server's display copy of an upload (a design opened from a link, a cart line or a draft: a 12-megapixel
 * original would be fetched and decoded on the page's thread, a second each), else the source itself.
 */
export const displayUrl = (src: string): string => display.get(src)?.url ?? displayCopyOf(src) ?? src;

/**
 * The copies the canvas draws of the document's uploaded pictures, by source: the page's own (a fresh upload), else
 * the server's display copy at the size the server makes it (a design opened from a link, a cart line or a draft:
 * its 12-megapixel originals took seconds to fetch and decode for a 216 px cart picture).
 */
export function displayCopies(doc: DesignDocument): Record<string, ImageCopy> {
  return Object.fromEntries(
    designPictures(doc).flatMap((p) => {
      const own = display.get(p.src);
      if (own) return [[p.src, own]];
      const url = displayCopyOf(p.src);
      const sized = p.naturalWidth > 0 && p.naturalHeight > 0;
      return url && sized ? [[p.src, { url, ...downscaleSize(p.naturalWidth, p.naturalHeight, DISPLAY_MAX_SIDE) }]] : [];
    }),
  );
}

export interface PreparedImage {
  naturalWidth: number;
  naturalHeight: number;
}

/** Downscales a chosen file in the worker, remembers the copy under `src` once uploaded, and answers its natural size. */
export async function prepareImage(file: File): Promise<{ size: PreparedImage; remember: (src: string) => void }> {
  const client = await renderClient();
  const out = await client.downscaleImage(await file.arrayBuffer(), file.type, DISPLAY_MAX_SIDE);
  const url = URL.createObjectURL(new Blob([out.bytes], { type: out.mime }));
  return {
    size: { naturalWidth: out.originalWidth, naturalHeight: out.originalHeight },
    remember: (src) => void display.set(src, { url, width: out.width, height: out.height }),
  };
}

/** Longest side an SVG picture is drawn at for the canvas (sharp at twice the zoom of a 600 px canvas). */
const SVG_DISPLAY_SIDE = 1200;
const svgCopies = new Map<string, Promise<string>>();

/**
 * The SVG with an intrinsic size the browser draws it at: a picture that gives only a view box (OpenMoji's
 * `viewBox="0 0 72 72"`) has none, so an <img> of it falls back to 300 x 150 and the canvas drew it clipped and
 * offset. Its size becomes the view box's (what the export's renderer, resvg, takes), scaled up for sharpness; the
 * view box then maps onto it exactly as in the export.
 */
export function sizedSvg(markup: string): string | null {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg') return null;
  const px = (v: string | null) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? parseFloat(v) : NaN);
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  let w = px(root.getAttribute('width'));
  let h = px(root.getAttribute('height'));
  if (!(w > 0 && h > 0)) {
    if (box.length !== 4 || !(box[2] > 0 && box[3] > 0)) return null;
    [w, h] = [box[2], box[3]];
  } else if (box.length !== 4) root.setAttribute('viewBox', `0 0 ${w} ${h}`);
  const k = Math.max(1, SVG_DISPLAY_SIDE / Math.max(w, h));
  root.setAttribute('width', String(w * k));
  root.setAttribute('height', String(h * k));
  return new XMLSerializer().serializeToString(doc);
}

/** The URL the canvas loads for a source: SVG pictures with a size of their own (sizedSvg), others as displayUrl. */
export function canvasSource(src: string, vector: boolean): Promise<string> {
  if (!vector) return Promise.resolve(displayUrl(src));
  let copy = svgCopies.get(src);
  if (!copy) {
    copy = fetch(src)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
      .then((text) => {
        const sized = sizedSvg(text);
        return sized ? URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' })) : src;
      })
      .catch(() => src);
    svgCopies.set(src, copy);
  }
  return copy;
}
