// Two builds' opens of the same shared design, alternately (issue 29's "opens in under 1 s"): this checkout and
// another one (`--base=DIR`, e.g. a worktree of main before a change), each served by its own shop on core 0, opened
// by new visitors in one Chromium pinned to core 1, one open of each in turn, so a change of the machine's load
// weighs on both alike. Prints each open and the medians; the baseline is the other checkout of the same run.
// Run: npx tsx bench/open-compare.ts --base=/path/to/other/checkout [--rounds=5] [BENCH_PORT=8297: and the next port]
import path from 'node:path';
import { chromium } from '@playwright/test';
import { P } from '../fixtures/catalog/products/ids.js';
import { startShop } from './lighthouseRuns';
import { openDrawn, pinnedChromium, sharedDesign } from './open';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const baseDir = arg('base');
if (!baseDir) throw new Error('--base=DIR: the checkout to compare this one with');
const ROUNDS = Number(arg('rounds') ?? 5);
const port = Number(process.env.BENCH_PORT ?? 8297);
const builds = [
  { name: 'base', dir: path.resolve(baseDir), port },
  { name: 'this', dir: path.resolve(import.meta.dirname, '..'), port: port + 1 },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const servers = await Promise.all(builds.map((b) => startShop(b.dir, b.port, { serverRendering: false })));
const browserServer = await pinnedChromium();
try {
  const browser = await chromium.connect(browserServer.wsEndpoint());
  const setup = await browser.newContext();
  const shared = await Promise.all(builds.map((b) => sharedDesign(setup.request, `http://127.0.0.1:${b.port}`, P.personalisedPrintedSticker)));
  await setup.close();
  const times = builds.map(() => ({ empty: [] as number[], shared: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, b] of builds.entries())
      for (const kind of ['empty', 'shared'] as const) {
        const s = shared[i];
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript(() => localStorage.setItem('cookieChoice', 'accepted'));
        const url = `http://127.0.0.1:${b.port}${kind === 'empty' ? `/designer/${s.slug}` : s.link}`;
        const ms = await openDrawn(await context.newPage(), url, kind === 'empty' ? 0 : s.objects, kind === 'empty' ? [] : s.photos);
        await context.close();
        times[i][kind].push(ms);
        console.log(`round ${round + 1} ${b.name} ${kind}: ${ms} ms`);
      }
  for (const [i, b] of builds.entries())
    console.log(
      `${b.name} (${b.dir}): shared design ${median(times[i].shared)} ms, empty ${median(times[i].empty)} ms (medians of ${ROUNDS}; shared ${times[i].shared.join(', ')})`,
    );
  console.log(`shared design this / base: ${(median(times[1].shared) / median(times[0].shared)).toFixed(2)}x`);
} finally {
  await browserServer.close();
  for (const s of servers) s.kill('SIGTERM');
}
