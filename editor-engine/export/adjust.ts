import type { ImageAdjust } from '../model.js';
import { fmt } from './format.js';

// A picture's adjustments (logic/look.ts) as one colour matrix, the road the whole-design effect takes (effect.ts):
// the export writes it as an feColorMatrix filter, the print bakes it into the picture's pixels with the same filter
// (resvg; svg-to-pdfkit ignores filters), and the canvas runs the same matrix over the picture's pixels
// (adjustPixels). Brightness and contrast scale the channels (contrast about mid grey), saturation mixes towards the
// picture's luminance as CSS saturate() does; all three in one matrix, so every renderer clamps once, at the end.

/** The feColorMatrix rows (r, g, b, a; 5 columns each) of the adjustments. */
export function adjustMatrix(a: ImageAdjust): number[] {
  const b = 1 + a.brightness / 100;
  const c = 1 + a.contrast / 100;
  const s = 1 + a.saturation / 100;
  // Rec. 709 luminance weights, as CSS saturate()
  const lum = [0.2126, 0.7152, 0.0722];
  const offset = 0.5 - 0.5 * c;
  const round = (v: number) => Number(fmt(v));
  const rows = [0, 1, 2].map((row) => [...lum.map((l, col) => round(b * c * (l * (1 - s) + (row === col ? s : 0)))), 0, round(offset)]);
  return [...rows.flat(), 0, 0, 0, 1, 0];
}

/** The adjustments as a key (what the canvas and the renderer remember an adjusted copy by). */
export const adjustKey = (a: ImageAdjust): string => `${a.brightness},${a.contrast},${a.saturation}`;

/**
 * The matrix over RGBA pixels (not premultiplied, as ImageData and feColorMatrix take them), in place: each channel
 * clamped and rounded to 8 bits, alpha kept.
 */
export function adjustPixels(data: Uint8ClampedArray, m: readonly number[]): void {
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] / 255;
    const g = data[i + 1] / 255;
    const bl = data[i + 2] / 255;
    data[i] = Math.round(255 * (m[0] * r + m[1] * g + m[2] * bl + m[4]));
    data[i + 1] = Math.round(255 * (m[5] * r + m[6] * g + m[7] * bl + m[9]));
    data[i + 2] = Math.round(255 * (m[10] * r + m[11] * g + m[12] * bl + m[14]));
  }
}
