import { build } from 'esbuild';

// `npm run build` compiles the server once into dist/server/main.js (packages stay in node_modules), so `npm start`
// runs plain JavaScript under node: no TypeScript compiled at every start (docs/serving.md has the figures). The
// bundle is the production server: NODE_ENV is 'production' in it (route.ts stops checking answers against the
// contract). It sits two folders below the repository, as server/main.ts does, so paths resolved from
// import.meta.url (workers/render/node.ts) stay right. The render process (server/print/renderWorker.ts, started by
// renderPool.ts as renderWorker.js beside main.js) is a second entry.
const started = performance.now();
const result = await build({
  entryPoints: { main: 'server/main.ts', renderWorker: 'server/print/renderWorker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // a deep import kept as written would fail under plain node, whose ESM resolver needs the file's full name
  alias: { 'paper/dist/paper-core': 'paper/dist/paper-core.js' },
  sourcemap: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.log(
  `server built into dist/server/main.js and renderWorker.js (${Math.round(bytes / 1024)} KB with its map) in ${Math.round(performance.now() - started)} ms`,
);
