import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { restoreDocument } from '../../editor-engine/index.js';
import { FONTS } from '../../workers/fonts/catalogue.js';
import { createNodeRenderer, REPO_ROOT } from '../../workers/render/node.js';
import type { Renderer } from '../../workers/render/renderer.js';
import { comparePng, compareSvg } from './compare.js';
import type { Fixture } from './make-fixtures.js';

export const FIXTURES_DIR = path.join(REPO_ROOT, 'fixtures/designs');

export interface ReplayOptions {
  fixturesDir?: string;
  goldenDir?: string;
  update?: boolean;
  /** Only these fixture names (default: every *.json in fixturesDir). */
  only?: string[];
  renderer?: Renderer;
  onProgress?: (done: number, total: number, result: FixtureResult) => void;
}

export type Status = 'pass' | 'fail' | 'updated' | 'error';

export interface FixtureResult {
  name: string;
  description: string;
  status: Status;
  svgEqual: boolean;
  svgContext: string;
  pngDiffPixels: number;
  pngSizeMismatch: boolean;
  /** Where the differing pixels are (x, y, width, height in PNG pixels). */
  pngDiffBox: { x: number; y: number; width: number; height: number } | null;
  error: string | null;
  expectedPng: Buffer | null;
  actualPng: Buffer | null;
  diffPng: Buffer | null;
  ms: number;
}

export interface ReplaySummary {
  results: FixtureResult[];
  passed: number;
  failed: number;
  updated: number;
  ms: number;
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * Replays every fixture design: restore the document, export SVG (image sources referenced) and PNG (images
 * embedded), compare with the goldens (SVG byte for byte, PNG pixel for pixel) or rewrite them with `update`.
 */
export async function replay(options: ReplayOptions = {}): Promise<ReplaySummary> {
  const started = performance.now();
  const fixturesDir = options.fixturesDir ?? FIXTURES_DIR;
  const goldenDir = options.goldenDir ?? path.join(fixturesDir, 'golden');
  const renderer = options.renderer ?? (await createNodeRenderer({ assetDir: path.join(fixturesDir, 'assets') }));
  const names = (options.only ?? (await readdir(fixturesDir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5))).sort();
  if (options.update) await mkdir(goldenDir, { recursive: true });
  const results: FixtureResult[] = [];
  for (const name of names) {
    const t0 = performance.now();
    const result: FixtureResult = {
      name,
      description: '',
      status: 'pass',
      svgEqual: true,
      svgContext: '',
      pngDiffPixels: 0,
      pngSizeMismatch: false,
      pngDiffBox: null,
      error: null,
      expectedPng: null,
      actualPng: null,
      diffPng: null,
      ms: 0,
    };
    try {
      const fixture = JSON.parse(await readFile(path.join(fixturesDir, `${name}.json`), 'utf8')) as Fixture;
      result.description = fixture.description;
      const doc = restoreDocument(fixture.document, { fonts: FONTS });
      const svg = await renderer.exportSvg(doc, { images: 'reference' });
      const png = Buffer.from(await renderer.exportPng(doc, fixture.pngWidth));
      result.actualPng = png;
      const svgFile = path.join(goldenDir, `${name}.svg`);
      const pngFile = path.join(goldenDir, `${name}.png`);
      if (options.update) {
        await writeFile(svgFile, svg);
        await writeFile(pngFile, png);
        result.status = 'updated';
      } else {
        const [expectedSvg, expectedPng] = await Promise.all([readOptional(svgFile), readOptional(pngFile)]);
        if (!expectedSvg || !expectedPng) throw new Error('no golden; run npm run qa:replay -- --update');
        result.expectedPng = expectedPng;
        const s = compareSvg(expectedSvg.toString('utf8'), svg);
        const p = comparePng(expectedPng, png);
        result.svgEqual = s.equal;
        result.svgContext = s.context;
        result.pngDiffPixels = p.diffPixels;
        result.pngSizeMismatch = p.sizeMismatch;
        result.diffPng = p.diffPng;
        result.pngDiffBox = p.box;
        result.status = s.equal && p.equal ? 'pass' : 'fail';
      }
    } catch (e) {
      result.status = 'error';
      result.error = (e as Error).message;
    }
    result.ms = performance.now() - t0;
    results.push(result);
    options.onProgress?.(results.length, names.length, result);
  }
  const count = (s: Status) => results.filter((r) => r.status === s).length;
  return { results, passed: count('pass'), failed: count('fail') + count('error'), updated: count('updated'), ms: performance.now() - started };
}
