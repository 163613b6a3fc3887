/**
 * npm run qa:replay                      replay fixtures/designs/*.json, compare with goldens, write qa-report/index.html
 * npm run qa:replay -- --update          rewrite the goldens after a deliberate change
 * npm run qa:replay -- name1 name2       only these designs
 * npm run qa:replay -- --golden=DIR --report=DIR   other goldens / report folder (the CLI's own test uses them)
 * Exits 1 on any difference or error.
 */
import path from 'node:path';
import { REPO_ROOT } from '../workers/render/node.js';
import { replay } from './qa/replay.js';
import { writeReport } from './qa/report.js';

const update = process.argv.includes('--update');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const goldenDir = option('golden');
const reportDir = option('report') ?? path.join(REPO_ROOT, 'qa-report');
const tty = process.stdout.isTTY;

const summary = await replay({
  update,
  only: only.length ? only : undefined,
  ...(goldenDir ? { goldenDir: path.resolve(goldenDir) } : {}),
  onProgress(done, total, r) {
    const line = `[${String(done).padStart(String(total).length)}/${total}] ${r.status.padEnd(7)} ${r.name} (${Math.round(r.ms)} ms)`;
    if (tty && r.status === 'pass') process.stdout.write(`\r\x1b[K${line}`);
    else process.stdout.write(`${tty ? '\r\x1b[K' : ''}${line}${r.error ? ` — ${r.error}` : ''}\n`);
  },
});
if (tty) process.stdout.write('\r\x1b[K');
const report = await writeReport(summary, reportDir);
for (const r of summary.results.filter((x) => x.status === 'fail')) {
  console.log(
    `FAIL ${r.name}: ${r.svgEqual ? 'SVG identical' : 'SVG differs'}, ${r.pngSizeMismatch ? 'PNG size differs' : `${r.pngDiffPixels} pixel(s) differ`}`,
  );
}
console.log(
  `QA replay: ${summary.results.length} designs, ${summary.passed} passed, ${summary.failed} failed` +
    `${summary.updated ? `, ${summary.updated} goldens updated` : ''} in ${Math.round(summary.ms)} ms. Report: ${path.relative(process.cwd(), report)}`,
);
process.exit(summary.failed > 0 || summary.results.length === 0 ? 1 : 0);
