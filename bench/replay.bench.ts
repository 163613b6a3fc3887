/**
 * QA replay benchmark (printed, never asserted): the whole replay of fixtures/designs with resvg-wasm (what
 * npm run qa:replay does), the same with native resvg-js as a baseline, and how many designs the two rasterisers
 * render to identical pixels (the reason the replay and the browser both use the wasm build).
 * Run: npm run bench:replay
 */
import path from 'node:path';
import { createNodeRenderer, REPO_ROOT } from '../workers/render/node.js';
import { comparePng } from '../scripts/qa/compare.js';
import { FIXTURES_DIR, replay } from '../scripts/qa/replay.js';

const assetDir = path.join(REPO_ROOT, 'fixtures/designs/assets');
const wasm = await createNodeRenderer({ assetDir, rasteriser: 'wasm' });
const native = await createNodeRenderer({ assetDir, rasteriser: 'native' });

await replay({ renderer: wasm, only: ['type2-background-colour'] }); // warm-up: wasm init, font parse
const cold = await replay({ renderer: await createNodeRenderer({ assetDir }) });
const warm = await replay({ renderer: wasm });
const n = warm.results.length;
console.log(`QA replay benchmark: ${n} designs (node ${process.version})`);
console.log(`  whole replay, fresh renderer (fonts parsed)   ${cold.ms.toFixed(0)} ms (${(cold.ms / n).toFixed(1)} ms per design), ${cold.passed} passed`);
console.log(`  whole replay, warm renderer                   ${warm.ms.toFixed(0)} ms (${(warm.ms / n).toFixed(1)} ms per design), ${warm.passed} passed`);
const slowest = [...warm.results].sort((a, b) => b.ms - a.ms).slice(0, 3);
console.log(`  slowest: ${slowest.map((r) => `${r.name} ${r.ms.toFixed(0)} ms`).join(', ')}`);

let identical = 0;
let nativeMs = 0;
const differing: string[] = [];
for (const r of warm.results) {
  const fixture = (await import(path.join(FIXTURES_DIR, `${r.name}.json`), { with: { type: 'json' } })).default;
  const t = performance.now();
  const png = await native.exportPng(fixture.document, fixture.pngWidth);
  nativeMs += performance.now() - t;
  const c = comparePng(r.actualPng as Buffer, png);
  if (c.equal) identical++;
  else differing.push(`${r.name} (${c.diffPixels} px)`);
}
const wasmPngMs = warm.results.reduce((s, r) => s + r.ms, 0);
console.log(
  `  native resvg-js PNG for all designs           ${nativeMs.toFixed(0)} ms (wasm replay incl. SVG+compare ${wasmPngMs.toFixed(0)} ms, ratio ${(wasmPngMs / nativeMs).toFixed(2)}x)`,
);
console.log(`  native vs wasm identical pixels               ${identical}/${n}${differing.length ? `; differing: ${differing.slice(0, 5).join(', ')}` : ''}`);
