import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { comparePng } from '../scripts/qa/compare.js';
import { fontPath } from '../workers/fonts/catalogue.js';
import { createNodeRenderer, REPO_ROOT } from '../workers/render/node.js';

/**
 * The browser render worker (resvg-wasm in a module worker) and the Node renderer give the same PNG, pixel for
 * pixel, for fixture designs. The page under e2e/pages/render-worker is built with Vite's programmatic API and
 * served from a small static server on 127.0.0.1, independent of the shop's server.
 */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
test.use({
  launchOptions: {
    executablePath: existsSync(chromium) ? chromium : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
});
test.describe.configure({ mode: 'serial' });

const OUT = path.join(REPO_ROOT, '.tmp/e2e-render-worker');
const FIXTURES = ['rtl-hebrew', 'texts-several-fonts', 'type9-mockup-sepia', 'images-scaled-rotated', 'type8-rectangle-rounded', 'old-schema-v1'];
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff': 'font/woff',
};
let server: http.Server;
let baseUrl = '';

function resolveFile(urlPath: string): string | null {
  const p = decodeURIComponent(urlPath.split('?')[0]);
  if (p.includes('..')) return null;
  if (p.startsWith('/fonts/')) return path.join(REPO_ROOT, fontPath(p.slice('/fonts/'.length)));
  if (p.startsWith('/fixtures/designs/')) return path.join(REPO_ROOT, p);
  return path.join(OUT, p === '/' ? 'index.html' : p);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await build({
    configFile: false,
    root: path.join(REPO_ROOT, 'e2e/pages/render-worker'),
    base: '/',
    logLevel: 'warn',
    worker: { format: 'es' },
    build: { outDir: OUT, emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  });
  server = http.createServer(async (req, res) => {
    try {
      const file = resolveFile(req.url ?? '/');
      if (!file) throw new Error('bad path');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

type PageApi = {
  atelierRender: {
    exportPng(name: string, mode: 'worker' | 'main'): Promise<{ where: string; png: string }>;
    exportSvg(name: string, mode: 'worker' | 'main'): Promise<string>;
    downscale(src: string, maxSide: number): Promise<{ width: number; height: number; originalWidth: number; bytes: number; detached: boolean }>;
  };
};

test('the worker PNG equals the Node PNG pixel for pixel, and the golden', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${baseUrl}/`);
  await expect(page.locator('#status')).toHaveText('ready');
  const renderer = await createNodeRenderer({ assetDir: path.join(REPO_ROOT, 'fixtures/designs/assets') });
  for (const name of FIXTURES) {
    const fixture = JSON.parse(await readFile(path.join(REPO_ROOT, 'fixtures/designs', `${name}.json`), 'utf8'));
    const browser = await page.evaluate((n) => (window as unknown as PageApi).atelierRender.exportPng(n, 'worker'), name);
    expect(browser.where).toBe('worker');
    const browserPng = Buffer.from(browser.png, 'base64');
    const nodePng = await renderer.exportPng(fixture.document, fixture.pngWidth);
    expect(comparePng(nodePng, browserPng), `${name}: worker vs Node`).toMatchObject({ equal: true, diffPixels: 0 });
    const golden = await readFile(path.join(REPO_ROOT, 'fixtures/designs/golden', `${name}.png`));
    expect(comparePng(golden, browserPng), `${name}: worker vs golden`).toMatchObject({ equal: true });
    const svg = await page.evaluate((n) => (window as unknown as PageApi).atelierRender.exportSvg(n, 'worker'), name);
    expect(svg, `${name}: SVG bytes`).toBe(await readFile(path.join(REPO_ROOT, 'fixtures/designs/golden', `${name}.svg`), 'utf8'));
  }
});

test('the jobs called on the main thread give the same pixels as the worker', async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.locator('#status')).toHaveText('ready');
  const api = (mode: 'worker' | 'main') => page.evaluate((m) => (window as unknown as PageApi).atelierRender.exportPng('type9-mockup-sepia', m), mode);
  const [worker, main] = [await api('worker'), await api('main')];
  expect(main.where).toBe('main-thread');
  expect(comparePng(Buffer.from(worker.png, 'base64'), Buffer.from(main.png, 'base64'))).toMatchObject({ equal: true });
});

test('the worker downscales an upload with OffscreenCanvas and takes the buffer by transfer', async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.locator('#status')).toHaveText('ready');
  const out = await page.evaluate(() => (window as unknown as PageApi).atelierRender.downscale('large.png', 300));
  expect(out).toMatchObject({ width: 300, height: 225, originalWidth: 1200, detached: true });
  expect(out.bytes).toBeGreaterThan(100);
});
