import { initWasm, Resvg } from '@resvg/resvg-wasm';
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

/** The render jobs as the browser sees them; every method is async so the worker and the fallback look alike. */
export interface RenderApi {
  init(config: RenderConfig): Promise<void>;
  outlineText(req: OutlineRequest): Promise<OutlineResult>;
  downscaleImage(bytes: ArrayBuffer, mime: string, maxSide: number): Promise<DownscaledImage>;
  exportSvg(doc: unknown, options?: ExportSvgOptions): Promise<string>;
  exportPng(doc: unknown, width: number, options?: ExportPngOptions): Promise<Uint8Array>;
}

let wasm: Promise<void> | null = null;

/**
 * Browser implementation over fetch + resvg-wasm. Used inside render.worker.ts, and directly on the main thread by
 * e2e/pages/render-worker (the storefront uses the worker alone: workers/client.ts). `transfer` wraps results whose
 * buffers should move, not copy, across the worker boundary.
 */
export function createRenderApi(transfer: <T>(value: T, buffers: Transferable[]) => T = (v) => v): RenderApi {
  let renderer: Renderer | null = null;
  const ready = () => {
    if (!renderer) throw new Error('render api: call init() first');
    return renderer;
  };
  return {
    async init(config) {
      // resvg (2.4 MB of wasm) rasterises exports only: texts' outlines, what the canvas first waits for, never wait
      // for it to compile (issue 29); it is started here and awaited by the first export
      const rasteriser = () =>
        (wasm ??= initWasm(fetch(config.wasmUrl)).catch((e: Error) => {
          if (!/already initiali[sz]ed/i.test(e.message)) throw e;
        }));
      void rasteriser().catch(() => undefined);
      // HarfBuzz (its module and wasm) beside the fonts, not once the first font has arrived: a shared design's
      // curved text was drawn last, ~0.2 s after its photos, waiting for it (issue 29's open in under 1 s)
      void loadHarfBuzz().catch(() => undefined);
      renderer = new Renderer(fetchAssetLoader(config.fontBaseUrl, config.assetBaseUrl), async (svg, width, transparent) => {
        await rasteriser();
        return wasmPng(Resvg, svg, width, transparent);
      });
    },
    outlineText: (req) => ready().outlineText(req),
    async downscaleImage(bytes, mime, maxSide) {
      const out = await downscaleImage(bytes, mime, maxSide);
      return transfer(out, [out.bytes]);
    },
    exportSvg: (doc, options) => ready().exportSvg(doc, options),
    async exportPng(doc, width, options) {
      const png = await ready().exportPng(doc, width, options);
      return transfer(png, [png.buffer]);
    },
  };
}
