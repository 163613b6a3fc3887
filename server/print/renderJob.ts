// The render of a line's files, as the render process (renderWorker.ts) runs it: the PNG proof (resvg-wasm, the
// browser's build, for a shopper's design), and the files each machine needs (productionFiles.ts) from the line's plan
// (production.ts): the shopper's design document restored, or the catalogue product's own artwork. No database here:
// pictures come through the MediaResolver (in the render process, a question to the shop's process) and the caller
// names and stores what comes back.
import { buildScene, EXPORT_PNG_WIDTH, isAdjusted, restoreDocument, RestoreError, toSvg, type DesignDocument } from '../../editor-engine';
import { EFFECT_MATRIX } from '../../editor-engine/export/effect';
import { FONTS } from '../../workers/fonts/catalogue';
import sharp from 'sharp';
import { Renderer, type ImageCopy } from '../../workers/render/renderer';
import { nativeRasteriser, wasmRasteriser } from '../../workers/render/node';
import { cutOutline } from './cutPaths';
import { letteringSvg } from './lettering';
import { mediaAssets, pdfReadyAssets, type MediaResolver } from './mediaAssets';
import { cutFace, placeArtwork, productionFiles, type RenderedFile } from './productionFiles';
import type { Production } from './production';

export interface PrintRenderInput {
  plan: Production;
  title: string;
  /** ISO time, written into the PDF so a second render gives the same file. */
  createdAt: string;
}

export type PrintRenderResult = { kind: 'printed'; files: RenderedFile[] } | { kind: 'unprintable'; reason: string };
export type ProofRenderResult = { kind: 'proof'; png: Uint8Array } | { kind: 'unprintable'; reason: string };

/** The wall a cut-vinyl proof is shown on (white vinyl on a white page would show nothing). */
const PROOF_WALL = '#ece7de';

/**
 * Fresh renderers for each job: a Renderer keeps every image it embedded (as data URIs), so one kept across jobs would
 * hold every order's photos. resvg-wasm itself is loaded once per process.
 */
async function renderers(media: MediaResolver) {
  const [wasm, native] = await Promise.all([wasmRasteriser(), nativeRasteriser()]);
  return { wasm, native, proof: new Renderer(mediaAssets(media), wasm), pdf: new Renderer(pdfReadyAssets(mediaAssets(media), native), native) };
}

function restored(design: unknown): DesignDocument | string {
  try {
    return restoreDocument(design, { fonts: FONTS });
  } catch (err) {
    if (err instanceof RestoreError) return err.message;
    throw err;
  }
}

/** The artwork at the ordered size, as SVG (mm units for a catalogue artwork), and the vinyl outline of a cut line. */
async function face(plan: Production, media: MediaResolver, pdfRenderer: Renderer): Promise<{ svg: string; cut?: { d: string; hex: string } } | string> {
  const { widthMm: w, heightMm: h, artwork } = plan;
  switch (artwork.kind) {
    case 'design': {
      const doc = restored(artwork.document);
      if (typeof doc === 'string') return doc;
      return { svg: toSvg(doc, await pdfRenderer.resources(doc, 'embed', true), { effect: 'baked' }) };
    }
    case 'fill':
      return {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${artwork.hex}"/></svg>`,
      };
    case 'text': {
      const words = await letteringSvg(artwork);
      return 'refused' in words ? words.refused : cutLine(plan, words.svg, 'ink');
    }
    case 'personalised':
      return 'the personalised line was not made into its design (withPersonalisedDesign)';
    case 'master': {
      const bytes = await media(artwork.src);
      if (!bytes) return `the product's artwork is missing (${artwork.src})`;
      const master = new TextDecoder().decode(bytes);
      if (plan.family === 'cut-vinyl') return cutLine(plan, master, 'frame');
      const fit = plan.repeatMm ? { tileMm: plan.repeatMm } : plan.family === 'garment' ? 'meet' : 'slice';
      return { svg: placeArtwork(master, w, h, fit, plan.mirrored) };
    }
  }
}

/** A cut-vinyl line's face and outline: the shapes of `svg` joined at the ordered size, in the vinyl's colour. */
function cutLine(plan: Production, svg: string, fit: 'frame' | 'ink'): { svg: string; cut: { d: string; hex: string } } {
  const hex = plan.colour?.hex ?? '#000000';
  const { d } = cutOutline(svg, plan.widthMm, plan.heightMm, plan.mirrored, fit);
  return { svg: cutFace(d, plan.widthMm, plan.heightMm, hex), cut: { d, hex } };
}

/**
 * How much each picture of a design is scaled where the proof (EXPORT_PNG_WIDTH wide) draws it, by source: the
 * largest of its placements (the background's cover, a picture's box and scale), as the scene places them.
 */
export function proofScales(doc: DesignDocument): Map<string, number> {
  const k = EXPORT_PNG_WIDTH / doc.canvas.width;
  const natural = new Map<string, { width: number; height: number }>();
  if (doc.background) natural.set(doc.background.src, { width: doc.background.naturalWidth, height: doc.background.naturalHeight });
  for (const id of doc.order) {
    const o = doc.objects[id];
    if (o?.kind === 'image') natural.set(o.src, { width: o.naturalWidth, height: o.naturalHeight });
  }
  const scales = new Map<string, number>();
  for (const item of buildScene(doc, { outlineText: () => null }).items) {
    const n = item.kind === 'image' ? natural.get(item.src) : undefined;
    if (item.kind !== 'image' || !n) continue;
    const sx = Math.abs(item.transform?.scaleX ?? 1);
    const sy = Math.abs(item.transform?.scaleY ?? 1);
    const fill = item.fit === 'slice' ? Math.max(item.width / n.width, item.height / n.height) : 0;
    const s = k * (item.fit === 'slice' ? Math.max(fill * sx, fill * sy) : Math.max((item.width * sx) / n.width, (item.height * sy) / n.height));
    scales.set(item.src, Math.max(scales.get(item.src) ?? 0, s));
  }
  return scales;
}

/**
 * Copies of a design's large pictures at the size the proof draws them, as the browser draws its cart picture from
 * the canvas's copies: libvips shrinks a JPEG while it decodes it, and bakes the effect into the copy's pixels (the
 * same colour matrix as the export's filter), where resvg-wasm took seconds to decode and filter a 12-megapixel photo
 * (issue 27: the proof under 3 s on a busy machine). A picture drawn at its size or larger is drawn as it is.
 */
async function proofCopies(doc: DesignDocument, media: MediaResolver): Promise<Record<string, ImageCopy>> {
  const copies: Record<string, ImageCopy> = {};
  const adjusted = new Set(doc.order.map((id) => doc.objects[id]).flatMap((o) => (o?.kind === 'image' && isAdjusted(o.adjust) ? [o.src] : [])));
  for (const [src, scale] of proofScales(doc)) {
    if (src.startsWith('data:') || scale >= 1) continue;
    const bytes = await media(src);
    if (!bytes) continue;
    const meta = await sharp(bytes).metadata();
    if (meta.format === 'svg') continue;
    // the picture's own size, upright (an EXIF orientation of 5 to 8 swaps its sides)
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
    const width = Math.ceil(w * scale);
    const height = Math.ceil(h * scale);
    if (width >= w) continue;
    let copy = sharp(bytes).rotate().resize({ width, height, fit: 'inside' });
    // a JPEG where the picture has no transparency: a fraction of a PNG's bytes for resvg to read. A picture the
    // shopper adjusted keeps its colours: its adjustments come before the effect (export/adjust.ts), so the renderer
    // bakes both, in that order
    const baked = doc.effect !== 'original' && !meta.hasAlpha && !adjusted.has(src) ? doc.effect : undefined;
    if (baked) copy = copy.recomb(rows(EFFECT_MATRIX[baked]));
    const { data, info } = await (meta.hasAlpha ? copy.png({ compressionLevel: 1 }) : copy.jpeg({ quality: 92 })).toBuffer({ resolveWithObject: true });
    copies[src] = {
      url: `data:image/${info.format};base64,${data.toString('base64')}`,
      width: info.width,
      height: info.height,
      ...(baked ? { effect: baked } : {}),
    };
  }
  return copies;
}

/** The colour rows of an feColorMatrix (5 columns a row; the effects' offsets and alpha rows are zero) for libvips. */
const rows = (m: readonly number[]) =>
  [0, 1, 2].map((r) => [m[r * 5], m[r * 5 + 1], m[r * 5 + 2]]) as [[number, number, number], [number, number, number], [number, number, number]];

/** The line's proof: a shopper's design as the browser draws its cart picture, else the line's face at that width. */
export async function renderLineProof(input: PrintRenderInput, media: MediaResolver): Promise<ProofRenderResult> {
  const r = await renderers(media);
  const { plan } = input;
  if (plan.artwork.kind === 'design') {
    const doc = restored(plan.artwork.document);
    if (typeof doc === 'string') return { kind: 'unprintable', reason: doc };
    return { kind: 'proof', png: await r.proof.exportPng(doc, EXPORT_PNG_WIDTH, { copies: await proofCopies(doc, media) }) };
  }
  const f = await face(plan, media, r.pdf);
  if (typeof f === 'string') return { kind: 'unprintable', reason: f };
  const svg = f.cut
    ? f.svg.replace(/(<svg[^>]*>)/, `$1<rect x="-1" y="-1" width="${plan.widthMm + 2}" height="${plan.heightMm + 2}" fill="${PROOF_WALL}"/>`)
    : f.svg;
  return { kind: 'proof', png: r.wasm(svg, EXPORT_PNG_WIDTH, false) };
}

export async function renderPrintFiles(input: PrintRenderInput, media: MediaResolver): Promise<PrintRenderResult> {
  const r = await renderers(media);
  const f = await face(input.plan, media, r.pdf);
  if (typeof f === 'string') return { kind: 'unprintable', reason: f };
  const info = { title: input.title, createdAt: new Date(input.createdAt) };
  const files = await productionFiles(input.plan, f.svg, info, (svg, width) => r.native(svg, width, true), f.cut);
  return { kind: 'printed', files };
}

/** The proof of a document at a width: the browser's pixels. */
export async function renderProof(document: unknown, width: number, media: MediaResolver): Promise<Uint8Array> {
  return (await renderers(media)).proof.exportPng(document, width);
}
