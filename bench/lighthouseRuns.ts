// What the browser benchmarks share (bench/lighthouse.bench.ts, bench/lighthouse-compare.bench.ts and
// bench/designer.bench.ts): building the storefront as `npm run build` does and starting the shop on core 0 in
// production mode; for Lighthouse, Chromium on core 1 and one audit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/**
 * Builds the storefront of the checkout at `cwd` (and its server renderer, unless `serverRendering` is false) into a
 * temporary folder and starts the shop there, in production mode, on core 0. `minify: false` keeps the functions'
 * names, for a profile that names them.
 */
export async function startShop(cwd: string, port: number, { serverRendering = true, minify = true } = {}): Promise<ChildProcess> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-lighthouse-'));
  const staticDir = path.join(tmp, 'static');
  const build = (extra: string[], out: string) =>
    spawnSync('npx', ['vite', 'build', '--logLevel', 'error', ...extra, '--outDir', out, '--emptyOutDir'], { cwd, stdio: 'inherit' });
  build(minify ? [] : ['--minify', 'false'], staticDir);
  // with its server renderer, as npm run build makes it (server/http/ssr.ts); without it, pages render in the browser
  if (serverRendering) build(['--ssr', 'entry-server.tsx'], `${staticDir}-ssr`);
  const server = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) {
        await warmUp(`http://127.0.0.1:${port}`);
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the shop did not start');
}

/**
 * A running shop has served its pages before: fetches the list and the product page and every catalogue picture
 * rendering their HTML names, so no audit waits for a first render (the server also renders them all at start, in
 * the background: server/main.ts).
 */
async function warmUp(base: string): Promise<void> {
  for (const page of ['/', '/product/tree-of-life-wall-sticker']) {
    const html = await (await fetch(`${base}${page}`)).text();
    const pictures = new Set(html.match(/\/media\/catalog\/w\d+\/\d+\.webp/g));
    await Promise.all([...pictures].map(async (picture) => (await fetch(`${base}${picture}`)).arrayBuffer()));
  }
}

/** Chromium for Lighthouse, pinned to core 1 (the shop runs on core 0). */
export async function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  spawnSync('taskset', ['-a', '-cp', '1', String(chrome.pid)], { stdio: 'ignore' });
  return chrome;
}

export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread task time after the recorded first paint, as measured (not simulated): what TBT is simulated from. */
  tasksAfterPaintMs: number;
}

/** One Lighthouse run; undefined (with the reason printed) when Lighthouse could not record the page. */
export async function audit(url: string, chromePort: number, desktop: boolean): Promise<Scores | undefined> {
  const flags = {
    port: chromePort,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories: c, audits: a, runtimeError, runWarnings } = result.lhr;
  // a run Lighthouse could not finish scores 0: say why rather than print a bare 0
  for (const w of runWarnings ?? []) console.log(`  ${url} (${desktop ? 'desktop' : 'mobile'}): ${w}`);
  if (runtimeError) {
    console.log(`  ${url} (${desktop ? 'desktop' : 'mobile'}): ${runtimeError.code}, run again: ${runtimeError.message}`);
    return undefined;
  }
  const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
  const paint = (a['metrics']?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  const tasks = ((a['main-thread-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items ?? []).filter(
    (t) => t.startTime >= paint,
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: a['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: a['total-blocking-time']?.numericValue ?? NaN,
    cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
    tasksAfterPaintMs: tasks.reduce((sum, t) => sum + t.duration, 0),
  };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of each score over runs. */
export function medianScores(runs: Scores[]): Scores {
  return Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k as keyof Scores]))])) as unknown as Scores;
}
