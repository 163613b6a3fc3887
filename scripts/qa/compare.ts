import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PngComparison {
  equal: boolean;
  /** Number of pixels whose RGBA differs at all (exact, no tolerance). */
  diffPixels: number;
  sizeMismatch: boolean;
  /** Bounding box of the differing pixels (so a single changed pixel can be found in the report). */
  box: { x: number; y: number; width: number; height: number } | null;
  /** Red-on-grey picture of the differing pixels, when the sizes match and something differs. */
  diffPng: Buffer | null;
}

/** Pixel-for-pixel comparison of two PNGs (decoded RGBA; encoder differences do not count, pixel values do). */
export function comparePng(expected: Uint8Array, actual: Uint8Array): PngComparison {
  const a = PNG.sync.read(Buffer.from(expected));
  const b = PNG.sync.read(Buffer.from(actual));
  if (a.width !== b.width || a.height !== b.height) return { equal: false, diffPixels: -1, sizeMismatch: true, box: null, diffPng: null };
  let diffPixels = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2] || a.data[i + 3] !== b.data[i + 3]) {
      diffPixels++;
      const x = (i >> 2) % a.width;
      const y = Math.floor((i >> 2) / a.width);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  }
  if (diffPixels === 0) return { equal: true, diffPixels: 0, sizeMismatch: false, box: null, diffPng: null };
  const box = { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  const diff = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true });
  return { equal: false, diffPixels, sizeMismatch: false, box, diffPng: PNG.sync.write(diff) };
}

/** Byte-for-byte SVG comparison; on a difference, the offset of the first differing character and context. */
export function compareSvg(expected: string, actual: string): { equal: boolean; firstDifference: number; context: string } {
  if (expected === actual) return { equal: true, firstDifference: -1, context: '' };
  let i = 0;
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++;
  const context = `expected …${expected.slice(Math.max(0, i - 40), i + 60)}…\nactual   …${actual.slice(Math.max(0, i - 40), i + 60)}…`;
  return { equal: false, firstDifference: i, context };
}
