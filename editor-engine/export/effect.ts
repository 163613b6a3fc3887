import type { Effect } from '../model.js';
import { fmt } from './format.js';

/** feColorMatrix rows (r, g, b, a; 5 columns each) of the two effects. */
export const EFFECT_MATRIX: Record<Exclude<Effect, 'original'>, readonly number[]> = {
  sepia: [0.393, 0.769, 0.189, 0, 0, 0.349, 0.686, 0.168, 0, 0, 0.272, 0.534, 0.131, 0, 0, 0, 0, 0, 1, 0],
  grayscale: [0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0, 0, 0, 0, 1, 0],
};

/** A colour matrix as an SVG filter over the user-space box x, y, w, h (sRGB, like CSS filters). */
export function matrixFilter(id: string, values: readonly number[], x: number, y: number, w: number, h: number): string {
  return (
    `<filter id="${id}" x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" filterUnits="userSpaceOnUse" ` +
    `color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values.join(' ')}"/></filter>`
  );
}

/** The effect as an SVG filter over the user-space box x, y, w, h. */
export function effectFilter(id: string, effect: Exclude<Effect, 'original'>, x: number, y: number, w: number, h: number): string {
  return matrixFilter(id, EFFECT_MATRIX[effect], x, y, w, h);
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/**
 * An opaque #rrggbb colour with the effect applied, clamped and rounded to 8 bits: what the filter makes of a flat
 * colour, so a print file can paint the result directly instead of filtering the whole canvas.
 */
export function effectColour(colour: string, effect: Effect): string {
  if (effect === 'original') return colour;
  const m = EFFECT_MATRIX[effect];
  const c = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  const out = [0, 1, 2].map((row) => {
    const v = m[row * 5] * c[0] + m[row * 5 + 1] * c[1] + m[row * 5 + 2] * c[2] + m[row * 5 + 3] + m[row * 5 + 4];
    return hex2(Math.round(Math.min(1, Math.max(0, v)) * 255));
  });
  return `#${out.join('')}`;
}
