import { transfer, wrap } from 'comlink';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import { createRenderApi, type RenderApi, type RenderConfig } from './render/api.js';

export type { RenderConfig } from './render/api.js';

export interface RenderClient extends Omit<RenderApi, 'init'> {
  /** 'worker' when the jobs run off the main thread, 'main-thread' for the fallback. */
  readonly where: 'worker' | 'main-thread';
  dispose(): void;
}

/**
 * The storefront's handle on the render jobs (browser only; Vite bundles the worker). Uses a module worker when
 * available, otherwise (or with `worker: false`) runs the same functions on the main thread.
 */
export async function createRenderClient(
  config: Omit<RenderConfig, 'wasmUrl'> & { wasmUrl?: string },
  options: { worker?: boolean } = {},
): Promise<RenderClient> {
  const full: RenderConfig = { wasmUrl, ...config };
  if (options.worker !== false && typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });
    const remote = wrap<RenderApi>(worker);
    await remote.init(full);
    return {
      where: 'worker',
      outlineText: (req) => remote.outlineText(req),
      downscaleImage: (bytes, mime, maxSide) => remote.downscaleImage(transfer(bytes, [bytes]), mime, maxSide),
      exportSvg: (doc, opts) => remote.exportSvg(doc, opts),
      exportPng: (doc, width, opts) => remote.exportPng(doc, width, opts),
      dispose: () => worker.terminate(),
    };
  }
  const api = createRenderApi();
  await api.init(full);
  return { where: 'main-thread', ...api, dispose: () => undefined };
}
