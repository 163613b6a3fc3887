import { describe, expect, it } from 'vitest';
import { needsSquareSize, ROUNDED_CORNER_SHARE, roundedCornerRadius, shapeFitsSize } from './shape';

describe('shapes', () => {
  it('rounds a corner by the SPEC 20 px of a square on the designer 600 px canvas, the same share at any size', () => {
    expect(roundedCornerRadius(600, 600)).toBeCloseTo(20);
    expect(roundedCornerRadius(600, 400)).toBeCloseTo(400 * ROUNDED_CORNER_SHARE);
    // a 5 cm print in pt and the same piece on the canvas: the same share of the short side
    expect(roundedCornerRadius(141.73, 200) / 141.73).toBeCloseTo(roundedCornerRadius(600, 900) / 600);
  });

  it('a circle or a square needs a square size; a rectangle or no shape takes any size', () => {
    expect(needsSquareSize('circle')).toBe(true);
    expect(needsSquareSize('square')).toBe(true);
    expect(needsSquareSize('rectangle')).toBe(false);
    expect(shapeFitsSize('circle', 30, 20)).toBe(false);
    expect(shapeFitsSize('square', 20, 30)).toBe(false);
    expect(shapeFitsSize('circle', 30, 30)).toBe(true);
    expect(shapeFitsSize('circle', 30, 30.01)).toBe(true);
    expect(shapeFitsSize('rectangle', 30, 20)).toBe(true);
    expect(shapeFitsSize('original', 30, 20)).toBe(true);
    expect(shapeFitsSize(undefined, 30, 20)).toBe(true);
  });
});
