import { bundleServer } from './bundleServer';

// `npm run build` compiles the server once into dist/server/main.js (packages stay in node_modules), so `npm start`
// runs plain JavaScript under node: no TypeScript compiled at every start (docs/serving.md has the figures). The
// bundle is the production server: NODE_ENV is 'production' in it (route.ts stops checking answers against the
// contract). The render process is a second entry, renderWorker.js (bundleServer.ts).
const started = performance.now();
const bytes = await bundleServer('dist/server', { production: true });
console.log(
  `server built into dist/server/main.js and renderWorker.js (${Math.round(bytes / 1024)} KB with its map) in ${Math.round(performance.now() - started)} ms`,
);
