import { transfer, wrap } from 'comlink';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import { createRenderApi, type RenderApi, type RenderConfig } from './render/api.js';
import { spawnRenderWorker } from './spawn.js';

export type { RenderConfig } from './render/api.js';

export interface RenderClient extends Omit<RenderApi, 'init'> {
  /** 'worker' when the jobs run off the main thread, 'main-thread' for the fallback. */
  readonly where: 'worker' | 'main-thread';
  dispose(): void;
}

/**
 * The storefront's handle on the render jobs (browser only; Vite bundles the worker). Uses a module worker when
 * available, otherwise (or with `worker: false`) runs the same functions on the main thread. `worker` may be one
 * already started (spawn.ts), which then takes its init.
 */
export async function createRenderClient(
  config: Omit<RenderConfig, 'wasmUrl'> & { wasmUrl?: string },
  options: { worker?: boolean | Worker } = {},
): Promise<RenderClient> {
  const full: RenderConfig = { wasmUrl, ...config };
  if (options.worker !== false && typeof Worker !== 'undefined') {
    const worker = typeof options.worker === 'object' ? options.worker : spawnRenderWorker();
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
