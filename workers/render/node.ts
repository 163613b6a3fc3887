import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontPath } from '../fonts/catalogue.js';
import { downscaleImage as browserDownscale, type DownscaledImage } from '../images/downscale.js';
import { downscaleImageNode } from '../images/downscale.node.js';
import { decodeDataUri, mimeOf, type AssetLoader } from './assets.js';
import { Renderer } from './renderer.js';

import { resvgOptions, wasmPng, type SyncRasteriser } from './resvg.js';

export type { SyncRasteriser };

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** Fonts from node_modules/@fontsource, relative image sources from `assetDir`, http(s) not allowed (no network). */
export function nodeAssetLoader(assetDir: string): AssetLoader {
  return {
    font: (file) => readFile(path.join(REPO_ROOT, fontPath(file))),
    async image(src) {
      const inline = decodeDataUri(src);
      if (inline) return inline;
      if (/^[a-z]+:/i.test(src)) throw new Error(`Node renderer only reads local assets, got ${src.slice(0, 60)}`);
      const file = path.resolve(assetDir, src);
      if (!file.startsWith(path.resolve(assetDir) + path.sep)) throw new Error(`Asset outside ${assetDir}: ${src}`);
      const bytes = new Uint8Array(await readFile(file));
      return { bytes, mime: mimeOf(src, bytes) };
    },
  };
}

let wasmReady: Promise<typeof import('@resvg/resvg-wasm')> | null = null;

/** resvg-wasm in Node: the same binary as the browser worker, hence the same pixels. */
export async function wasmRasteriser(): Promise<SyncRasteriser> {
  wasmReady ??= (async () => {
    const mod = await import('@resvg/resvg-wasm');
    await mod.initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return mod;
  })();
  const { Resvg } = await wasmReady;
  return (svg, width, transparent) => wasmPng(Resvg, svg, width, transparent);
}

/** Native resvg-js: faster for big print files on the server; pixels may differ from wasm in edge cases. */
export async function nativeRasteriser(): Promise<SyncRasteriser> {
  const { Resvg } = await import('@resvg/resvg-js');
  return (svg, width, transparent) => new Uint8Array(new Resvg(svg, resvgOptions(width, transparent)).render().asPng());
}

/** @internal The renderer outside the browser, for the QA replay (scripts/qa) and the tests. */
export async function createNodeRenderer(options: { assetDir: string; rasteriser?: 'wasm' | 'native' }): Promise<Renderer> {
  const rasterise = options.rasteriser === 'native' ? await nativeRasteriser() : await wasmRasteriser();
  return new Renderer(nodeAssetLoader(options.assetDir), rasterise);
}

/**
 * @internal For the tests and tools that run the worker's jobs in Node.
 * The render worker's downscale job outside the browser: the browser's own path where createImageBitmap and
 * OffscreenCanvas exist, otherwise resvg (wasm by default, as the replay; native for the server).
 */
export async function downscaleImage(
  bytes: ArrayBuffer,
  mime: string,
  maxSide: number,
  options: { rasteriser?: 'wasm' | 'native' } = {},
): Promise<DownscaledImage> {
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function') return browserDownscale(bytes, mime, maxSide);
  const rasterise = options.rasteriser === 'native' ? await nativeRasteriser() : await wasmRasteriser();
  return downscaleImageNode(bytes, mime, maxSide, rasterise);
}
