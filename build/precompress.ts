import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// The storefront's files are compressed once, at build time, beside the originals (x.js.br, x.js.gz), and the server
// sends those as they are (@fastify/static preCompressed): no CPU per request, and brotli at its best quality, which
// costs far too much per request (docs/serving.md has the figures).

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers' worth. */
const MIN_BYTES = 1024;
/** Quality 11 takes ~40 times longer than 9 on the 2.4 MB render WebAssembly for 15 % fewer bytes: 11 only below this. */
const BEST_QUALITY_BELOW = 1024 * 1024;

export async function precompressFolder(folder: string): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile() && COMPRESSIBLE.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await fs.readFile(file);
      if (bytes.byteLength < MIN_BYTES) return;
      const quality = bytes.byteLength < BEST_QUALITY_BELOW ? 11 : 9;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
        gzip(bytes, { level: 9 }),
      ]);
      totals.files++;
      totals.bytes += bytes.byteLength;
      totals.brotli += br.byteLength;
      totals.gzip += gz.byteLength;
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    }),
  );
  return totals;
}

/** Vite plugin: precompresses the build's output folder when the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'atelier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const t = await precompressFolder(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      this.info(`precompressed ${t.files} files (${kb(t.bytes)}): brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
