import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress.ts';
import { callRoutes } from './build/callRoutes.ts';

// One config for the storefront build and for Vitest. The storefront lives in storefront/ and is built to
// dist/storefront, which the server serves as static files. `vite build --ssr entry-server.tsx` builds the server's
// renderer of the same app (storefront/entry-server.tsx) as one self-contained module: it may be written anywhere
// (an end-to-end run's folder in /tmp), so it must not import packages from node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'storefront',
  plugins: isSsrBuild ? [react(), callRoutes()] : [react(), callRoutes(), precompress()],
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  resolve: {
    // Radix Dialog's scroll lock without an injected <style>, which the shop's CSP refuses (storefront/ui/scrollLock.ts).
    alias: [
      { find: /^react-remove-scroll-bar$/, replacement: fileURLToPath(new URL('./storefront/ui/scrollLock.ts', import.meta.url)) },
      // wouter's useSyncExternalStore shim, for React 17 and older: React's own (storefront/common/syncExternalStore.ts)
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./storefront/common/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: '../dist/storefront-ssr',
        emptyOutDir: true,
        // The designer's font and canvas libraries are never rendered on the server (its page renders in the browser).
        rolldownOptions: { external: ['paper', 'harfbuzzjs'] },
      }
    : {
        outDir: '../dist/storefront',
        emptyOutDir: true,
        // The server links the stylesheets of a server-rendered page's lazy parts (server/http/ssr.ts reads this).
        manifest: true,
        // Every browser the shop supports preloads modules itself (<link rel="modulepreload">: Chromium, Firefox 115,
        // Safari 17); one without it still runs the page, only without the preload. So no polyfill in the first load.
        modulePreload: { polyfill: false },
        // The first load's libraries and API client in one 'shell' chunk. Left alone, Rolldown splits every module the
        // entry shares with a lazy chunk into a small chunk of its own (react-dom with Radix, the client, zustand, the
        // preload helper...), each gzipped apart: the product page's first JavaScript was 2.3 KB heavier (bench:bundle).
        // Only modules the entry loads anyway are named here (a group takes every module it matches, lazy ones too).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: /node_modules[\\/](react|react-dom|scheduler|zustand|wouter|regexparam|@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-context|react-use-layout-effect|primitive|react-presence|react-collapsible|react-use-controllable-state|react-use-effect-event|react-id))[\\/]|storefront[\\/]api[\\/](client|errors|request|inflight)\.ts$|storefront[\\/]data[\\/]client\.ts$|vite[\\/]preload-helper/,
                },
              ],
            },
          },
        },
      },
  // The render worker is a module worker (workers/client.ts): ES output lets HarfBuzz's module (harfbuzzjs, with a
  // top-level await that instantiates its WASM) load in it; Vite emits harfbuzz.wasm as an asset beside it.
  worker: { format: 'es' },
  server: {
    proxy: { '/ajax': 'http://127.0.0.1:8080', '/_api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' },
  },
  test: {
    root: '.',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
    // the server bundled once a run, for the tests that start it as a process (server/testing/realServer.ts)
    globalSetup: ['server/testing/serverBundle.setup.ts'],
    // Vitest's default is a worker per core less one: one worker on a 2-core machine, the other core idle once the
    // journeys' build (scripts/test.mjs) is done. Two: a full run took 10 min under a load of 8-30, one worker 56 min under 17-30 the same morning.
    maxWorkers: 2,
  },
}));
