/**
 * npm run bench:lighthouse:compare -- --against=<git ref> [--runs=8] [--page=/product/tree-of-life-wall-sticker]
 *
 * This checkout against another commit, measured in the same run: both built for production and served side by
 * side (the shop on core 0, Chromium on core 1), then Lighthouse's mobile preset on the page, alternating between
 * the two, --runs times each. Prints each side's medians and this checkout's ratio to the other: performance, TBT,
 * LCP and the main-thread task time after the first paint (what TBT is simulated from). This machine's speed moves
 * from one session to the next by more than most changes to the page do (docs/serving.md), so compare a change here,
 * not against a figure measured on another day.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit, launchChromium, medianScores, startShop, type Scores } from './lighthouseRuns';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const against = arg('against');
if (!against) throw new Error('name the commit to compare with: --against=<git ref>');
const RUNS = Number(arg('runs') ?? 8);
const page = arg('page') ?? '/product/tree-of-life-wall-sticker';

// the other commit in a worktree of its own, with this checkout's installed packages
const worktree = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-compare-'));
execFileSync('git', ['worktree', 'add', '--detach', worktree, against], { cwd: root, stdio: 'ignore' });
fs.symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));
const sides = [
  { name: 'this checkout', cwd: root, port: 8196, runs: [] as Scores[] },
  { name: against, cwd: worktree, port: 8197, runs: [] as Scores[] },
];
const servers: ChildProcess[] = [];
try {
  for (const side of sides) servers.push(await startShop(side.cwd, side.port));
  const chrome = await launchChromium();
  try {
    console.log(`Lighthouse mobile on ${page}, ${RUNS} alternating runs each`);
    for (let i = 0; i < RUNS; i++) {
      // each side goes first in every other round
      for (const side of i % 2 ? [...sides].reverse() : sides) {
        const run = await audit(`http://127.0.0.1:${side.port}${page}`, chrome.port, false);
        if (!run) continue;
        side.runs.push(run);
        process.stdout.write(
          `  ${side.name}: performance ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, tasks after first paint ${Math.round(run.tasksAfterPaintMs)} ms\n`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  const [mine, theirs] = sides.map((s) => medianScores(s.runs));
  for (const [side, m] of [
    [sides[0], mine],
    [sides[1], theirs],
  ] as const)
    console.log(
      `${side.name.padEnd(14)} median of ${side.runs.length}: performance ${m.performance}, TBT ${Math.round(m.tbtMs)} ms, LCP ${(m.lcpMs / 1000).toFixed(2)} s, tasks after first paint ${Math.round(m.tasksAfterPaintMs)} ms`,
    );
  const ratio = (k: keyof Scores) => (mine[k] / theirs[k]).toFixed(2);
  console.log(`ratio (this checkout / ${against}): TBT ${ratio('tbtMs')}, tasks after first paint ${ratio('tasksAfterPaintMs')}, LCP ${ratio('lcpMs')}`);
} finally {
  for (const s of servers) s.kill('SIGTERM');
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
}
