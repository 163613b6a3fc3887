// The render of a line's files, as the render process (renderWorker.ts) runs it: the PNG proof (resvg-wasm, the
// browser's build, for a shopper's design), and the files each machine needs (productionFiles.ts) from the line's plan
// (production.ts): the shopper's design document restored, or the catalogue product's own artwork. No database here:
// pictures come through the MediaResolver (in the render process, a question to the shop's process) and the caller
// names and stores what comes back.
import { EXPORT_PNG_WIDTH, restoreDocument, RestoreError, toSvg, type DesignDocument } from '../../editor-engine';
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

/** The longest side of a picture in a line's proof: twice the proof's width, room for a picture scaled up to fill it. */
export const PROOF_PICTURE_SIDE = 2 * EXPORT_PNG_WIDTH;

/**
 * Copies of a design's large pictures at the proof's scale, as the browser draws its cart picture from the canvas's
 * copies: decoding a 12-megapixel photo in resvg-wasm took the proof 40 s; libvips shrinks a JPEG while it decodes it.
 */
async function proofCopies(doc: DesignDocument, media: MediaResolver): Promise<Record<string, ImageCopy>> {
  const sources = [doc.background?.src, ...doc.order.map((id) => doc.objects[id]).map((o) => (o?.kind === 'image' ? o.src : undefined))];
  const copies: Record<string, ImageCopy> = {};
  for (const src of new Set(sources.filter((s): s is string => !!s && !s.startsWith('data:')))) {
    const bytes = await media(src);
    if (!bytes) continue;
    const meta = await sharp(bytes).metadata();
    if (meta.format === 'svg' || Math.max(meta.width ?? 0, meta.height ?? 0) <= PROOF_PICTURE_SIDE) continue;
    // a JPEG where the picture has no transparency: a fraction of a PNG's bytes for resvg to read
    const resized = sharp(bytes).rotate().resize({ width: PROOF_PICTURE_SIDE, height: PROOF_PICTURE_SIDE, fit: 'inside' });
    const { data, info } = await (meta.hasAlpha ? resized.png({ compressionLevel: 1 }) : resized.jpeg({ quality: 92 })).toBuffer({ resolveWithObject: true });
    copies[src] = { url: `data:image/${info.format};base64,${data.toString('base64')}`, width: info.width, height: info.height };
  }
  return copies;
}

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
