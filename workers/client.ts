import { transfer, wrap } from 'comlink';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import type { RenderApi, RenderConfig } from './render/api.js';
import { spawnRenderWorker } from './spawn.js';

export type { RenderConfig } from './render/api.js';

export interface RenderClient extends Omit<RenderApi, 'init' | 'open'> {
  /** 'worker' when the jobs run off the main thread; 'main-thread' for render/api.ts called directly. */
  readonly where: 'worker' | 'main-thread';
  dispose(): void;
}

/**
 * The storefront's handle on the render jobs, in a module worker (Vite bundles it): `worker` may be one already
 * started (spawn.ts), which then takes its init. No main-thread fallback here: every browser that runs the shop's
 * module scripts has Worker, and render/api.ts brings HarfBuzz, whose module has a top-level await; one such module in
 * the storefront's graph turns Rolldown's chunk merging off for the whole build (the product page's first load was 35
 * chunks instead of 9, 6 KB more gzipped: bench:bundle). The jobs run on the main thread through render/api.ts's
 * createRenderApi (e2e/pages/render-worker does).
 */
export async function createRenderClient(config: Omit<RenderConfig, 'wasmUrl'> & { wasmUrl?: string }, worker = spawnRenderWorker()): Promise<RenderClient> {
  const remote = wrap<RenderApi>(worker);
  await remote.init({ wasmUrl, ...config });
  return {
    where: 'worker',
    outlineText: (req) => remote.outlineText(req),
    downscaleImage: (bytes, mime, maxSide) => remote.downscaleImage(transfer(bytes, [bytes]), mime, maxSide),
    exportSvg: (doc, opts) => remote.exportSvg(doc, opts),
    exportPng: (doc, width, opts) => remote.exportPng(doc, width, opts),
    dispose: () => worker.terminate(),
  };
}
