import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { orderedObjects, restoreDocument, textLayoutOf, type TextObject } from '../../editor-engine/index.js';
import { FONTS } from '../fonts/catalogue.js';
import { downscaleImage, type DownscaledImage } from '../images/downscale.js';
import { loadHarfBuzz } from '../fonts/shapingFont.js';
import type { OutlineResult } from '../text/outline.js';
import { fetchAssetLoader } from './assets.js';
import { Renderer, type ExportPngOptions, type ExportSvgOptions, type OutlineRequest } from './renderer.js';
import { wasmPng } from './resvg.js';

export interface RenderConfig {
  /** Where font files are served (…/roboto-latin-400-normal.woff). */
  fontBaseUrl: string;
  /** Base for relative image sources in documents. */
  assetBaseUrl: string;
  /** URL of @resvg/resvg-wasm's index_bg.wasm. */
  wasmUrl: string;
}

/**
 * What a designer page tells its render worker as it starts (storefront/designer/renderWorker.ts), before Comlink's
 * first call: where fonts and pictures are served, and the stored design the page opens (a shared design's link
 * carries it), whose texts are outlined at once, while the page still loads the designer (issue 29's open in 1 s).
 */
export interface Opening {
  fontBaseUrl: string;
  assetBaseUrl: string;
  design?: unknown;
}
export const isOpening = (data: unknown): data is { opening: Opening } => typeof data === 'object' && data !== null && 'opening' in data;

/** The render jobs as the browser sees them; every method is async so the worker and the fallback look alike. */
export interface RenderApi {
  init(config: RenderConfig): Promise<void>;
  /** Outlines the texts of a stored design ahead of the page asking (Opening); its answers are then kept ones. */
  open(opening: Opening): void;
  outlineText(req: OutlineRequest): Promise<OutlineResult>;
  downscaleImage(bytes: ArrayBuffer, mime: string, maxSide: number): Promise<DownscaledImage>;
  exportSvg(doc: unknown, options?: ExportSvgOptions): Promise<string>;
  exportPng(doc: unknown, width: number, options?: ExportPngOptions): Promise<Uint8Array>;
}

let wasm: Promise<void> | null = null;
/** The texts of a stored design, restored as the designer restores it, so their outlines are the ones it asks for. */
function textsOf(design: unknown): TextObject[] {
  if (design === undefined) return [];
  try {
    return orderedObjects(restoreDocument(design, { fonts: FONTS })).filter((o): o is TextObject => o.kind === 'text');
  } catch {
    return []; // a design the designer cannot open either: it says so itself
  }
}

/**
 * Browser implementation over fetch + resvg-wasm. Used inside render.worker.ts, and directly on the main thread by
 * e2e/pages/render-worker (the storefront uses the worker alone: workers/client.ts). `transfer` wraps results whose
 * buffers should move, not copy, across the worker boundary.
 */
export function createRenderApi(transfer: <T>(value: T, buffers: Transferable[]) => T = (v) => v): RenderApi {
  let renderer: Renderer | null = null;
  let wasmUrl: string | null = null;
  const ready = () => {
    if (!renderer || !wasmUrl) throw new Error('render api: call init() first');
    return renderer;
  };
  const rasteriser = () =>
    (wasm ??= initWasm(fetch(wasmUrl!)).catch((e: Error) => {
      if (!/already initiali[sz]ed/i.test(e.message)) throw e;
    }));
  // made by the opening or by init, whichever comes first: the page gives both the same places (renderWorker.ts)
  const rendererFor = ({ fontBaseUrl, assetBaseUrl }: Opening) =>
    (renderer ??= new Renderer(fetchAssetLoader(fontBaseUrl, assetBaseUrl), async (svg, width, transparent) => {
      await rasteriser();
      return wasmPng(Resvg, svg, width, transparent);
    }));
  return {
    async init(config) {
      wasmUrl = config.wasmUrl;
      rendererFor(config);
      // HarfBuzz (its module and wasm) beside the fonts, not once the first font has arrived: a shared design's
      // curved text was drawn last, ~0.2 s after its photos, waiting for it (issue 29's open in under 1 s)
      void loadHarfBuzz().catch(() => undefined);
    },
    open(opening) {
      const r = rendererFor(opening);
      for (const t of textsOf(opening.design)) r.outlineText(textLayoutOf(t)).catch(() => undefined);
    },
    outlineText: (req) => ready().outlineText(req),
    async downscaleImage(bytes, mime, maxSide) {
      const out = await downscaleImage(bytes, mime, maxSide);
      return transfer(out, [out.bytes]);
    },
    exportSvg: (doc, options) => ready().exportSvg(doc, options),
    async exportPng(doc, width, options) {
      // resvg (2.4 MB of wasm) rasterises exports only, so it compiles when the first one starts, beside the loading
      // of its fonts and pictures: compiled at init it shared the browser's core with the designer's first draw
      // (issue 29's open in 1 s), compiled on a timer it made a long task of whatever the shopper was doing then
      void rasteriser().catch(() => undefined);
      const png = await ready().exportPng(doc, width, options);
      return transfer(png, [png.buffer]);
    },
  };
}
