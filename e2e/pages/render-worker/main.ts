/**
 * Test page for e2e/render-worker.spec.ts: exposes the render jobs (in the worker and on the main thread) on window so
 * the spec can ask for a fixture's PNG and compare it with the Node rendering.
 */
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import { createRenderClient, type RenderClient } from '../../../workers/client.js';
import { createRenderApi } from '../../../workers/render/api.js';

const config = { fontBaseUrl: '/fonts', assetBaseUrl: '/fixtures/designs/assets' };

/** The same jobs called directly on the main thread. */
async function mainThreadClient(): Promise<RenderClient> {
  const api = createRenderApi();
  await api.init({ wasmUrl, ...config });
  return { where: 'main-thread', ...api, dispose: () => undefined };
}

const clients: Partial<Record<'worker' | 'main', Promise<RenderClient>>> = {};
const client = (mode: 'worker' | 'main') => (clients[mode] ??= mode === 'worker' ? createRenderClient(config) : mainThreadClient());

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

async function fixture(name: string): Promise<{ document: unknown; pngWidth: number }> {
  const res = await fetch(`/fixtures/designs/${name}.json`);
  if (!res.ok) throw new Error(`fixture ${name}: ${res.status}`);
  return res.json();
}

const api = {
  async exportPng(name: string, mode: 'worker' | 'main') {
    const c = await client(mode);
    const f = await fixture(name);
    const png = await c.exportPng(f.document, f.pngWidth);
    return { where: c.where, png: toBase64(png) };
  },
  async exportSvg(name: string, mode: 'worker' | 'main') {
    const c = await client(mode);
    return await c.exportSvg((await fixture(name)).document, { images: 'reference' });
  },
  async downscale(src: string, maxSide: number) {
    const c = await client('worker');
    const bytes = await (await fetch(`/fixtures/designs/assets/${src}`)).arrayBuffer();
    const out = await c.downscaleImage(bytes, 'image/png', maxSide);
    return { width: out.width, height: out.height, originalWidth: out.originalWidth, bytes: out.bytes.byteLength, detached: bytes.byteLength === 0 };
  },
};

(window as unknown as { atelierRender: typeof api }).atelierRender = api;
document.getElementById('status')!.textContent = 'ready';
