// What the open of a shared design is made of (issue 29's "opens in under 1 s", bench/open.ts): the same design and
// the same empty designer as `npm run bench:designer -- --only=open`, each opened by new visitors, printed as one
// timeline per open, in ms from navigation start: the page's requests and its render worker's (Playwright sees
// both), the worker's creation and its messages each way, the page's long tasks, and every change of the canvas's
// pixels (the last one is what the benchmark times). Read it before changing anything: what ends last, and what
// it waited for.
// Run: npx tsx bench/open-timeline.ts [BENCH_PORT=8198] [OPENS=2] [MINIFY=0: names kept, for a trace in DevTools]
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { P } from '../fixtures/catalog/products/ids.js';
import { startShop } from './lighthouseRuns';
import { openDrawn, sharedDesign, type CanvasSamples } from './open';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 8198);
const base = `http://127.0.0.1:${port}`;
const OPENS = Number(process.env.OPENS ?? 2);

// the worker's messages and the long tasks (the canvas's changes are openDrawn's samples: open.ts CANVAS_SAMPLER); as
// text: tsx names the functions it compiles with a helper the page does not have
const WATCH = `{
  const log = (window.openLog = { worker: [], long: [] });
  const at = () => Math.round(performance.now());
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(...args) {
      super(...args);
      log.worker.push('new ' + at());
      this.addEventListener('message', () => log.worker.push('in ' + at()));
      const post = this.postMessage.bind(this);
      this.postMessage = (...m) => (log.worker.push('out ' + at()), post(...m));
    }
  };
  new PerformanceObserver((l) => l.getEntries().forEach((e) => log.long.push(Math.round(e.startTime) + '+' + Math.round(e.duration)))).observe({ type: 'longtask', buffered: true });
}`;

async function timeline(page: Page, url: string, objects: number, photos: string[]): Promise<void> {
  const requests: Array<{ start: number; end: number; url: string }> = [];
  page.on('requestfinished', (r) => {
    const t = r.timing();
    requests.push({ start: t.startTime, end: t.responseEnd, url: r.url().replace(base, '') });
  });
  await page.addInitScript(WATCH);
  const drawn = await openDrawn(page, url, objects, photos);
  const { origin, log, changes } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    log: (window as unknown as { openLog: { worker: string[]; long: string[] } }).openLog,
    changes: (window as unknown as CanvasSamples).canvasChanges,
  }));
  console.log(`${url}: drawn at ${drawn} ms`);
  for (const r of requests.map((r) => ({ ...r, start: Math.round(r.start - origin) })).sort((a, b) => a.start - b.start))
    console.log(`  ${String(r.start).padStart(5)} +${String(Math.round(r.end)).padStart(4)}  ${r.url.slice(0, 100)}`);
  console.log(`  worker: ${log.worker.join(', ')}`);
  console.log(`  long tasks: ${log.long.join(', ')}`);
  console.log(`  canvas changes: ${changes.join(', ')}`);
}

const server = await startShop(root, port, { serverRendering: false, minify: process.env.MINIFY !== '0' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const setup = await browser.newContext();
  const shared = await sharedDesign(setup.request, base, P.personalisedPrintedSticker);
  await setup.close();
  for (let i = 0; i < OPENS; i++)
    for (const [url, objects, photos] of [
      [`${base}/designer/${shared.slug}`, 0, []],
      [`${base}${shared.link}`, shared.objects, shared.photos],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
      await timeline(await context.newPage(), url, objects, [...photos]);
      await context.close();
    }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
