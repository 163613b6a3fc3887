import type { APIRequestContext } from '@playwright/test';
import { restoreDocument } from '../editor-engine';
import { FONTS } from '../workers/fonts/catalogue';
import { nodeAssetLoader, REPO_ROOT, wasmRasteriser } from '../workers/render/node';
import { Renderer } from '../workers/render/renderer';

/**
 * The export of a design document at a width, as PNG bytes: the QA replay's renderer (resvg-wasm, the browser's build),
 * its fonts from the repository and its images read from the shop over HTTP (a test does not share the server's folder).
 */
export async function exportFromShop(request: APIRequestContext, design: unknown, width: number): Promise<Uint8Array> {
  const local = nodeAssetLoader(REPO_ROOT);
  const renderer = new Renderer(
    {
      font: local.font,
      async image(src) {
        if (!src.startsWith('/media/')) return local.image(src);
        const r = await request.get(src);
        return { bytes: new Uint8Array(await r.body()), mime: r.headers()['content-type'].split(';')[0] };
      },
    },
    await wasmRasteriser(),
  );
  return renderer.exportPng(restoreDocument(design, { fonts: FONTS }), width);
}
