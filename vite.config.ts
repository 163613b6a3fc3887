import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

// One config for the storefront build and for Vitest. The storefront lives in storefront/ and is built to
// dist/storefront, which the server serves as static files.
export default defineConfig({
  root: 'storefront',
  plugins: [react(), precompress()],
  build: {
    outDir: '../dist/storefront',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/ajax': 'http://127.0.0.1:8080', '/_api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' },
  },
  test: {
    root: '.',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
