import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createNodeRenderer } from '../../workers/render/node.js';
import { comparePng } from './compare.js';
import { FIXTURES_DIR, replay } from './replay.js';
import { writeReport } from './report.js';

const renderer = await createNodeRenderer({ assetDir: path.join(FIXTURES_DIR, 'assets') });
const tmp = await mkdtemp(path.join(os.tmpdir(), 'qa-replay-'));
afterAll(() => rm(tmp, { recursive: true, force: true }));

describe('QA replay', () => {
  it('replays every fixture design and matches the goldens (SVG bytes, PNG pixels)', async () => {
    const summary = await replay({ renderer });
    const failures = summary.results.filter((r) => r.status !== 'pass').map((r) => `${r.name}: ${r.error ?? `svg ${r.svgEqual}, ${r.pngDiffPixels} px`}`);
    expect(failures).toEqual([]);
    expect(summary.results.length).toBeGreaterThanOrEqual(20);
  });

  it('catches one deliberately changed pixel and one changed SVG byte, and reports them', async () => {
    const golden = path.join(tmp, 'golden');
    await cp(path.join(FIXTURES_DIR, 'golden'), golden, { recursive: true });
    const pngFile = path.join(golden, 'type6-circle-image.png');
    const png = PNG.sync.read(await readFile(pngFile));
    const i = (10 * png.width + 10) * 4;
    png.data[i] = png.data[i] ^ 1; // the smallest possible change: one bit of one channel of one pixel
    await writeFile(pngFile, PNG.sync.write(png));
    const svgFile = path.join(golden, 'rtl-hebrew.svg');
    await writeFile(svgFile, (await readFile(svgFile, 'utf8')).replace('#0b3d91', '#0b3d92'));

    const summary = await replay({ renderer, goldenDir: golden, only: ['type6-circle-image', 'rtl-hebrew', 'type8-square-straight'] });
    const byName = Object.fromEntries(summary.results.map((r) => [r.name, r]));
    expect(byName['type6-circle-image']).toMatchObject({ status: 'fail', svgEqual: true, pngDiffPixels: 1, pngDiffBox: { x: 10, y: 10, width: 1, height: 1 } });
    expect(byName['rtl-hebrew']).toMatchObject({ status: 'fail', svgEqual: false, pngDiffPixels: 0 });
    expect(byName['type8-square-straight'].status).toBe('pass');
    expect(summary.failed).toBe(2);

    const index = await writeReport(summary, path.join(tmp, 'report'));
    const html = await readFile(index, 'utf8');
    expect(html).toContain('1 pixel(s) differ within x 10-10, y 10-10');
    expect(html).toContain('SVG differs');
    const images = await readdir(path.join(tmp, 'report', 'img'));
    expect(images).toEqual(expect.arrayContaining(['type6-circle-image.expected.png', 'type6-circle-image.actual.png', 'type6-circle-image.diff.png']));
  });

  it('update rewrites goldens that then pass', async () => {
    const golden = path.join(tmp, 'fresh');
    const updated = await replay({ renderer, goldenDir: golden, update: true, only: ['type2-background-colour'] });
    expect(updated.updated).toBe(1);
    const again = await replay({ renderer, goldenDir: golden, only: ['type2-background-colour'] });
    expect(again.passed).toBe(1);
  });

  it('compares PNGs by pixels, not by encoded bytes', () => {
    const img = new PNG({ width: 2, height: 1 });
    img.data.set([1, 2, 3, 255, 4, 5, 6, 255]);
    const a = PNG.sync.write(img, { deflateLevel: 1 });
    const b = PNG.sync.write(img, { deflateLevel: 9, filterType: 4 });
    expect(comparePng(a, b)).toMatchObject({ equal: true, diffPixels: 0 });
    const other = new PNG({ width: 1, height: 1 });
    expect(comparePng(a, PNG.sync.write(other))).toMatchObject({ equal: false, sizeMismatch: true });
  });
});
