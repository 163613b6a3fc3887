import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from './qa/replay.js';

// `npm run qa:replay` as QA runs it: a progress line per design, a summary, the report, and the exit code CI reads.
const run = promisify(execFile);
const tmp = await mkdtemp(path.join(os.tmpdir(), 'qa-cli-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function replayCli(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/qa-replay.ts', `--report=${path.join(tmp, 'report')}`, ...args]);
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code: number; stdout: string };
    return { code: err.code, out: err.stdout };
  }
}

describe('npm run qa:replay', () => {
  it('exits 0 with a progress line per design when the goldens match', async () => {
    const r = await replayCli('type8-square-straight', 'rtl-hebrew');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/\[1\/2\] pass/);
    expect(r.out).toMatch(/\[2\/2\] pass/);
    expect(r.out).toContain('QA replay: 2 designs, 2 passed, 0 failed');
  }, 60_000);

  it('exits 1 and names the design when one pixel of a golden differs, and writes the report', async () => {
    const golden = path.join(tmp, 'golden');
    await cp(path.join(FIXTURES_DIR, 'golden'), golden, { recursive: true });
    const file = path.join(golden, 'type8-square-straight.png');
    const png = PNG.sync.read(await readFile(file));
    png.data[0] ^= 1;
    await writeFile(file, PNG.sync.write(png));
    const r = await replayCli(`--golden=${golden}`, 'type8-square-straight', 'rtl-hebrew');
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAIL type8-square-straight: SVG identical, 1 pixel(s) differ');
    expect(r.out).toContain('2 designs, 1 passed, 1 failed');
    expect(await readFile(path.join(tmp, 'report', 'index.html'), 'utf8')).toContain('type8-square-straight');
  }, 60_000);
});
