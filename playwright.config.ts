import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser journeys run in a real Chromium against the real server, built and started on a temporary data folder.
// Debian's Chromium is used when present (CHROMIUM_PATH or /usr/bin/chromium); otherwise Playwright's own browser.
const chromium = process.env.CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 8181);
// The workers (which load this file again) inherit the folder, so a journey can add a staff account to the shop's
// database with `npm run admin` (e2e/admin.spec.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-')));
// The shop's mails go to a real SMTP server the back-office journey opens on this port (a mail sent while none
// listens is retried by its job).
process.env.E2E_SMTP_PORT ??= String(port + 1000);
// Parallel runs from one checkout (two developers' journeys at once) each build into their own folder.
const staticDir = path.resolve(process.env.E2E_STATIC_DIR ?? 'dist/storefront');
// The print shop's token for this run: the workers (which inherit this process's environment) fetch print files with it.
process.env.E2E_PRINT_FILES_TOKEN ??= randomBytes(24).toString('hex');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Traces and failure screenshots; a parallel run gives its own (E2E_OUTPUT), as Playwright empties it on start.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium
      ? {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }
      : {},
  },
  webServer: {
    // E2E_SKIP_BUILD: the folder is built already (by `npm test`, while Vitest ran, or by an earlier run)
    command: process.env.E2E_SKIP_BUILD ? 'npx tsx server/main.ts' : `node scripts/build-storefront.mjs ${JSON.stringify(staticDir)} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/ajax/catalog/products`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DRAIN_DELAY_MS: '0',
      PRINT_FILES_TOKEN: process.env.E2E_PRINT_FILES_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    },
  },
});
