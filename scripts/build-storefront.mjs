// The storefront the browser journeys serve: the client build into a folder (the argument, else E2E_STATIC_DIR, else
// dist/storefront) and the server renderer beside it (<folder>-ssr). playwright.config.ts's webServer runs this before
// the shop; `npm test` runs it while Vitest runs and then tells Playwright to reuse the folder (E2E_SKIP_BUILD).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? process.env.E2E_STATIC_DIR ?? 'dist/storefront');
for (const args of [
  ['--outDir', dir],
  ['--ssr', 'entry-server.tsx', '--outDir', `${dir}-ssr`],
]) {
  const { status } = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
