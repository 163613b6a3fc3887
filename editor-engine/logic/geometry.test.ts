import { describe, expect, it } from 'vitest';
import { canvasGeometry, fitImageScale } from './geometry.js';

/** The rule as the spec words it, as a loop: shrink the width by 10 px until it fits canvas minus 25. */
function loopScale(w: number, h: number, cw: number, ch: number): number {
  let width = w;
  while (width > cw - 25 || (width * h) / w > ch - 25) width -= 10;
  return width / w;
}

describe('geometry rules', () => {
  it('fits an image to canvas minus 25 in 10 px steps (same result as the loop)', () => {
    for (const [w, h] of [
      [1200, 900],
      [601, 100],
      [100, 1000],
      [576, 376],
      [575, 375],
      [333, 377],
      [5000, 20],
    ]) {
      expect(fitImageScale(w, h, 600, 400)).toBeCloseTo(loopScale(w, h, 600, 400), 10);
    }
    expect(fitImageScale(575, 375, 600, 400)).toBe(1);
    expect(fitImageScale(576, 100, 600, 400)).toBeCloseTo(566 / 576, 10);
  });
  it('places type 7 at 55 % x 72 %, 25 % from the top and type 12 at 73 % x 85 %, offset 3.6 %', () => {
    expect(canvasGeometry(7, 1000, 1000)).toEqual({ width: 550, height: 720, top: 250, left: 225 });
    const g12 = canvasGeometry(12, 1000, 1000);
    expect(g12.width).toBeCloseTo(730);
    expect(g12.height).toBeCloseTo(850);
    expect(g12.top).toBeCloseTo(36);
    expect(canvasGeometry(8, 800, 600)).toEqual({ left: 0, top: 0, width: 800, height: 600 });
  });
});
