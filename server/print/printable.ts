import { designBudgetRefusal, type DesignBudgetRefusal } from '../../rules/designBudget';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../rules/upload';
import { restoreDocument, RestoreError, type DesignDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { decodeDataUri, mimeOf } from '../../workers/render/assets';
import { pictureSize, withinPixelCaps } from '../services/imageCheck';
import { sanitizeSvg } from '../services/svgSanitizer';
import { describeTextRefusal, textRefusal } from './drawableText';
import type { MediaResolver } from './mediaAssets';

// Whether the print path can render a restored document's pictures (issue 25): each source resolved as the renderer
// resolves it (the same MediaResolver), its bytes an accepted type within the caps every kept picture is held to (a
// raster's header within 16,384 px a side and 50 MP, an SVG through the upload's SVG check and its filter budget),
// and the pixels every placement decodes within the design budget. Add-to-cart refuses what fails here with the
// field named; the print job records it as the line's failure instead of trying.

export type PrintRefusal =
  | { field: string; problem: 'missing' | 'inline' | 'type' }
  | { field: string; problem: 'dimensions'; width: number; height: number }
  | { field: string; problem: 'svg'; reason: string }
  | { field: string; problem: 'budget'; budget: DesignBudgetRefusal };

type Inspection = { pixels: number } | { problem: 'type' } | { problem: 'dimensions'; width: number; height: number } | { problem: 'svg'; reason: string };

async function inspect(src: string, bytes: Uint8Array): Promise<Inspection> {
  let mime: string;
  try {
    mime = mimeOf(src, bytes);
  } catch {
    return { problem: 'type' };
  }
  if (mime === 'image/svg+xml') {
    const checked = sanitizeSvg(Buffer.from(bytes).toString('utf8'));
    return checked.ok ? { pixels: 0 } : { problem: 'svg', reason: checked.reason };
  }
  // The renderer reads the type from the bytes (mimeOf); the header must agree and be readable.
  const size = await pictureSize(bytes);
  if (!size) return { problem: 'type' };
  if (!withinPixelCaps(size.width, size.height)) return { problem: 'dimensions', width: size.width, height: size.height };
  return { pixels: size.width * size.height };
}

/**
 * The first reason the print path cannot render this document's pictures, or undefined. `inline`: 'refuse' for a
 * received design (pictures are uploaded first, so a data: image is refused, never decoded), 'check' for a stored one.
 * Each distinct source is read once, one at a time.
 */
export async function printRefusal(doc: DesignDocument, resolve: MediaResolver, inline: 'refuse' | 'check'): Promise<PrintRefusal | undefined> {
  const placements: [string, string][] = doc.background ? [['background.src', doc.background.src]] : [];
  for (const id of doc.order) {
    const o = doc.objects[id];
    if (o?.kind === 'image') placements.push([`objects.${id}.src`, o.src]);
  }
  const pixels = new Map<string, number>();
  for (const [field, src] of placements) {
    if (pixels.has(src)) continue;
    const isInline = src.startsWith('data:');
    if (isInline && inline === 'refuse') return { field, problem: 'inline' };
    const bytes = isInline ? decodeDataUri(src)?.bytes : await resolve(src);
    if (!bytes) return { field, problem: 'missing' };
    const found = await inspect(src, bytes);
    if (!('pixels' in found)) return { field, ...found };
    pixels.set(src, found.pixels);
  }
  const budget = designBudgetRefusal(doc, (src) => pixels.get(src));
  return budget && { field: budget.field, problem: 'budget', budget };
}

/**
 * For the print job, before anything is rendered: why a stored design cannot be printed (not restorable, over a
 * design budget, a picture the print path cannot read or that is over the caps), in words for the line's failure.
 */
export async function storedDesignRefusal(design: unknown, resolve: MediaResolver): Promise<string | undefined> {
  let doc: DesignDocument;
  try {
    doc = restoreDocument(design, { fonts: FONTS });
  } catch (e) {
    if (e instanceof RestoreError) return e.message;
    throw e;
  }
  const refusal = await printRefusal(doc, resolve, 'check');
  if (refusal) return describePrintRefusal(refusal);
  const text = await textRefusal(doc, resolve);
  return text && describeTextRefusal(text);
}

/** The refusal in words for the shop's print status (the line's failure reason). */
export function describePrintRefusal(r: PrintRefusal): string {
  const at = `the picture at ${r.field}`;
  switch (r.problem) {
    case 'missing':
      return `${at} is not one the shop serves (no such upload, library design or catalogue picture)`;
    case 'inline':
      return `${at} is an inline data: image; pictures are uploaded first`;
    case 'type':
      return `${at} is not a PNG, JPEG, WebP, GIF or SVG picture the shop can read`;
    case 'dimensions':
      return `${at} is ${r.width} x ${r.height} px, over the caps of ${MAX_IMAGE_SIDE} px a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
    case 'svg':
      return `${at} is an SVG the shop does not print: ${r.reason}`;
    case 'budget':
      return `the design is over its budget at ${r.field}: ${r.budget.value} ${r.budget.limit}, at most ${r.budget.max}`;
  }
}
