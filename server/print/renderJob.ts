// The render of a line's print files, as the render process (renderWorker.ts) runs it: the design document restored,
// the PNG proof (resvg-wasm, the browser's build) and the PDF (native resvg for what must be pixels, pdfkit for the
// rest). No database here: images come through the MediaResolver (in the render process, a question to the shop's
// process) and the caller stores what comes back.
import { EXPORT_PNG_WIDTH, physicalSizeMm, restoreDocument, RestoreError, toSvg, type DesignDocument } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';
import { Renderer } from '../../workers/render/renderer';
import { nativeRasteriser, wasmRasteriser } from '../../workers/render/node';
import { mediaAssets, pdfReadyAssets, type MediaResolver } from './mediaAssets';
import { printPdf } from './printPdf';

export interface PrintRenderInput {
  /** The design document as the line keeps it (restored here). */
  design: unknown;
  /** The ordered physical size, and the equal panels side by side it is cut into (a page each); the document's own size when absent. */
  sizeMm?: { width: number; height: number; panels?: number };
  bleedMm: number;
  title: string;
  /** ISO time, written into the PDF so a second render gives the same file. */
  createdAt: string;
}

export type PrintRenderResult = { kind: 'printed'; proof: Uint8Array; pdf: Uint8Array } | { kind: 'unprintable'; reason: string };

/**
 * Fresh renderers for each job: a Renderer keeps every image it embedded (as data URIs), so one kept across jobs would
 * hold every order's photos. resvg-wasm itself is loaded once per process.
 */
async function renderers(media: MediaResolver) {
  const [wasm, native] = await Promise.all([wasmRasteriser(), nativeRasteriser()]);
  return { proof: new Renderer(mediaAssets(media), wasm), pdf: new Renderer(pdfReadyAssets(mediaAssets(media), native), native) };
}

export async function renderPrintFiles(input: PrintRenderInput, media: MediaResolver): Promise<PrintRenderResult> {
  let doc: DesignDocument;
  try {
    doc = restoreDocument(input.design, { fonts: FONTS });
  } catch (err) {
    if (err instanceof RestoreError) return { kind: 'unprintable', reason: err.message };
    throw err;
  }
  const mm = input.sizeMm ?? physicalSizeMm(doc);
  if (!mm) return { kind: 'unprintable', reason: 'the line has no physical size' };
  const r = await renderers(media);
  const proof = await r.proof.exportPng(doc, EXPORT_PNG_WIDTH);
  const svg = toSvg(doc, await r.pdf.resources(doc, 'embed', true), { effect: 'baked' });
  const pdf = await printPdf(
    svg,
    { widthMm: mm.width, heightMm: mm.height, bleedMm: input.bleedMm, panels: input.sizeMm?.panels },
    { title: input.title, createdAt: new Date(input.createdAt) },
  );
  return { kind: 'printed', proof, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
}

/** The proof of a document at a width: the browser's pixels. */
export async function renderProof(document: unknown, width: number, media: MediaResolver): Promise<Uint8Array> {
  return (await renderers(media)).proof.exportPng(document, width);
}
