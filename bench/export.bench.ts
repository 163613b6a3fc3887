/**
 * Export benchmark (printed, never asserted): cold font parse, outlining 40 characters with the font cached, toSvg
 * and PNG of a 4000 px print file (resvg-wasm as in the browser and native resvg-js), each against the previous
 * export (effect as a canvas-wide filter) measured in the same run.
 * Run: npm run bench:export
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { restoreDocument, toSvg } from '../editor-engine/index.js';
import { FONTS, fontPath } from '../workers/fonts/catalogue.js';
import { nativeRasteriser, nodeAssetLoader, REPO_ROOT, wasmRasteriser } from '../workers/render/node.js';
import { Renderer } from '../workers/render/renderer.js';
import { outlineText, parseFont } from '../workers/text/outline.js';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ms = (n: number) => `${n.toFixed(2)} ms`;
function timeIt(n: number, fn: () => void): number {
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    ts.push(performance.now() - t);
  }
  return median(ts);
}

console.log(`export benchmark (node ${process.version})`);

// Cold parse of each font (bytes already in memory).
for (const f of FONTS) {
  const bytes = await readFile(path.join(REPO_ROOT, fontPath(f.file)));
  const first = performance.now();
  await parseFont(bytes);
  const cold = performance.now() - first;
  // parsing is async now (WOFF inflated, HarfBuzz face built): timed one by one
  const runs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    await parseFont(bytes);
    runs.push(performance.now() - t);
  }
  const warm = median(runs);
  console.log(`  font parse ${f.file.padEnd(42)} first ${ms(cold)}, median re-parse ${ms(warm)}`);
}

// Outlining 40 characters with a cached font.
const roboto = await parseFont(await readFile(path.join(REPO_ROOT, fontPath('roboto-latin-400-normal.woff'))));
const hebrew = await parseFont(await readFile(path.join(REPO_ROOT, fontPath('noto-sans-hebrew-hebrew-400-normal.woff'))));
const latin40 = 'Happy birthday, dear Office Team! AV To.'.slice(0, 40);
const hebrew40 = 'שלום עולם ברוכים הבאים לחנות שלנו היום!!'.slice(0, 40);
for (let i = 0; i < 50; i++) outlineText(roboto, latin40, 60, false);
console.log(`  outline 40 chars, Roboto, cached font  ${ms(timeIt(200, () => outlineText(roboto, latin40, 60, false)))}  (goal <= 4 ms)`);
console.log(`  outline 40 chars, Hebrew RTL, cached   ${ms(timeIt(200, () => outlineText(hebrew, hebrew40, 60, true)))}`);

// A 4000 px print file of a rich fixture. Previous: the effect as one filter over the canvas (as exportSvg writes
// it); current: what exportPng rasterises (effect baked into colours and images; baking time included).
const fixturesDir = path.join(REPO_ROOT, 'fixtures/designs');
const rasterisers = { wasm: await wasmRasteriser(), native: await nativeRasteriser() };
const loader = nodeAssetLoader(path.join(fixturesDir, 'assets'));
for (const name of ['images-scaled-rotated', 'texts-several-fonts', 'type9-mockup-sepia']) {
  const fixture = JSON.parse(await readFile(path.join(fixturesDir, `${name}.json`), 'utf8'));
  const doc = restoreDocument(fixture.document);
  const scale = 4000 / doc.canvas.width;
  const probe = new Renderer(loader, rasterisers.wasm);
  const res = await probe.resources(doc, 'embed');
  const svgMs = timeIt(20, () => toSvg(doc, res, { scale }));
  const cells: string[] = [];
  for (const [kind, rasterise] of Object.entries(rasterisers)) {
    rasterise(toSvg(doc, res), 400); // warm-up
    let t = performance.now();
    const before = rasterise(toSvg(doc, res, { scale }), 4000);
    const prevMs = performance.now() - t;
    t = performance.now();
    const fresh = new Renderer(loader, rasterise); // nothing cached: bakes from the file bytes
    const after = await fresh.exportPng(doc, 4000);
    const currMs = performance.now() - t;
    const { width, height } = PNG.sync.read(Buffer.from(after));
    if (PNG.sync.read(Buffer.from(before)).width !== width) throw new Error('size mismatch');
    cells.push(`${kind} ${ms(prevMs)} -> ${ms(currMs)} (${(currMs / prevMs).toFixed(2)}x) ${width}x${height}`);
  }
  console.log(`  ${name}: toSvg ${ms(svgMs)}; PNG 4000 px previous -> current (goal <= 1500 ms): ${cells.join('; ')}`);
}

// Where the time goes in the print file of type9-mockup-sepia (exportPng's SVG): all, without the background image,
// without any image. What is left after removing images is vector work plus PNG encoding of 12 M pixels.
{
  const fixture = JSON.parse(await readFile(path.join(fixturesDir, 'type9-mockup-sepia.json'), 'utf8'));
  const doc = restoreDocument(fixture.document);
  const res = await new Renderer(loader, rasterisers.wasm).resources(doc, 'embed', true);
  const all = toSvg(doc, res, { scale: 4000 / doc.canvas.width, effect: 'baked' });
  const noBackground = all.replace(/<image id="background"[^>]*\/>/, '');
  const noImages = noBackground.replace(/<image [^>]*\/>/g, '');
  for (const [kind, rasterise] of Object.entries(rasterisers)) {
    const t = (svg: string) => {
      const t0 = performance.now();
      rasterise(svg, 4000);
      return performance.now() - t0;
    };
    console.log(`  type9-mockup-sepia ${kind} breakdown: all ${ms(t(all))}, no background image ${ms(t(noBackground))}, no images ${ms(t(noImages))}`);
  }
}
