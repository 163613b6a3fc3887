// Bundle benchmark: the product page's initial JavaScript (gzip) from a production build of the storefront, against
// a baseline built in the same run: React + ReactDOM alone (createRoot and render). Goal: <= 100 KB including React,
// with no designer code (editor-engine, workers, paper, opentype.js) in it. Run: npx tsx bench/bundle.bench.ts
//
// "Initial" = the entry chunk and every chunk it imports statically: what index.html loads (script + modulepreload)
// before anything runs. The product page is part of the entry (no route splitting), so this is what a shopper's
// browser downloads to show the product page and its options panel. Lazy chunks are listed after it with what loads
// them; the contract's schemas chunk (zod) is fetched by the page's first API call, in parallel with rendering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const GOAL_KB = 100;
const root = path.resolve(import.meta.dirname, '..');
const designerCode = /(^|\/)(editor-engine|workers)\/|node_modules\/(paper|opentype\.js|@resvg)\//;
// workers/spawn.ts starts the render worker on a designer page as the app starts (its script's address, one line):
// the worker's code is its own bundle, not in the page's.
const allowed = /(^|\/)workers\/spawn\.ts$/;

type Chunk = Rollup.OutputChunk;

async function buildChunks(config: Parameters<typeof build>[0]): Promise<Chunk[]> {
  const result = (await build({ logLevel: 'silent', ...config })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((o) => o.output.filter((x): x is Chunk => x.type === 'chunk'));
}

const gz = (chunk: Chunk) => gzipSync(chunk.code, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The entry chunk and its static imports, transitively. */
function initialChunks(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('no entry chunk');
  const seen = new Set<Chunk>();
  const visit = (c: Chunk) => {
    if (seen.has(c)) return;
    seen.add(c);
    for (const i of c.imports) visit(byName.get(i)!);
  };
  visit(entry);
  return [...seen];
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bundle-'));
try {
  // Baseline: React + ReactDOM, nothing else.
  const baseDir = path.join(root, 'node_modules', '.cache', 'bundle-bench');
  fs.mkdirSync(baseDir, { recursive: true });
  fs.writeFileSync(path.join(baseDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>');
  fs.writeFileSync(
    path.join(baseDir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('p', null, 'hello'));\n",
  );
  const baseline = initialChunks(await buildChunks({ configFile: false, root: baseDir, build: { outDir: path.join(tmp, 'baseline'), emptyOutDir: true } }));
  const baselineBytes = baseline.reduce((n, c) => n + gz(c), 0);

  const chunks = await buildChunks({ configFile: path.join(root, 'vite.config.ts'), build: { outDir: path.join(tmp, 'storefront'), emptyOutDir: true } });
  const initial = initialChunks(chunks);
  const initialBytes = initial.reduce((n, c) => n + gz(c), 0);
  const designer = initial
    .flatMap((c) => Object.keys(c.modules))
    .map((m) => m.replaceAll('\\', '/'))
    .filter((m) => designerCode.test(m) && !allowed.test(m));
  const hasZod = initial.some((c) => Object.keys(c.modules).some((m) => m.includes('node_modules/zod/')));

  console.log(`Storefront production build (vite ${(await import('vite')).version}), gzip level 9`);
  console.log('');
  console.log('Initial JavaScript of the product page (entry + static imports):');
  for (const c of initial) console.log(`  ${c.fileName.padEnd(40)} ${kb(gz(c)).padStart(9)}`);
  console.log(
    `  ${'total'.padEnd(40)} ${kb(initialBytes).padStart(9)}   (${initialBytes} bytes) goal <= ${GOAL_KB} KB: ${initialBytes <= GOAL_KB * 1024 ? 'met' : 'NOT MET'}`,
  );
  console.log(`  baseline React + ReactDOM alone        ${kb(baselineBytes).padStart(9)}   ratio ${(initialBytes / baselineBytes).toFixed(2)}x`);
  console.log(`  designer code in it: ${designer.length ? designer.join(', ') : 'none'}; zod in it: ${hasZod ? 'yes' : 'no'}`);
  // Chunks the product page requests while it loads, before any interaction: the contract's schemas (its first API
  // call) and the size section (requested when the options panel module runs), with their static imports.
  const onLoad = new Set<Chunk>();
  const addWithImports = (c: Chunk | undefined) => {
    if (!c || onLoad.has(c) || initial.includes(c)) return;
    onLoad.add(c);
    for (const i of c.imports) addWithImports(chunks.find((x) => x.fileName === i));
  };
  for (const name of ['schemas', 'SizeSection']) addWithImports(chunks.find((c) => c.name === name));
  const onLoadBytes = [...onLoad].reduce((n, c) => n + gz(c), 0);
  console.log(
    `  + fetched while the page loads (${[...onLoad].map((c) => c.name).join(', ')}): ${kb(onLoadBytes)}; all JS before interaction ${kb(initialBytes + onLoadBytes)}`,
  );
  console.log('');
  console.log('Lazy chunks (loaded on demand):');
  const lazy = chunks.filter((c) => !initial.includes(c)).sort((a, b) => gz(b) - gz(a));
  for (const c of lazy) {
    const from = chunks.filter((x) => x.dynamicImports.includes(c.fileName) || x.imports.includes(c.fileName)).map((x) => x.name);
    console.log(`  ${c.fileName.padEnd(40)} ${kb(gz(c)).padStart(9)}   from ${from.join(', ') || '?'}`);
  }
  if (initialBytes > GOAL_KB * 1024 || designer.length) process.exitCode = 1;
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
