import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_FONTS, fontPath } from '../fonts/catalogue.js';
import { REPO_ROOT } from '../render/node.js';
import { parseFont } from './outline.js';
import { renderTextSvg } from './renderTextSvg.js';

const parsed = new Map(
  await Promise.all(
    [...FALLBACK_FONTS, 'lobster-latin-400-normal.woff'].map(async (f) => [f, await parseFont(readFileSync(path.join(REPO_ROOT, fontPath(f))))] as const),
  ),
);
/** The font alone (no fallbacks), as a one-font stack. */
const font = (file: string) => [parsed.get(file)!];

describe('renderTextSvg', () => {
  it('gives a standalone SVG sized to the line box with the colour normalised', () => {
    const svg = renderTextSvg(font('lobster-latin-400-normal.woff'), { text: 'Happy office', color: 'rgb(255, 0, 0)', rightToLeft: false });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="[\d.]+" height="[\d.]+" viewBox="0 -[\d.]+ [\d.]+ [\d.]+"><path fill="#ff0000" d="M/,
    );
    expect(renderTextSvg(font('lobster-latin-400-normal.woff'), { text: 'Happy office', color: '#f00', rightToLeft: false })).toBe(svg);
  });
  it('renders right-to-left Hebrew and refuses characters the font lacks or bad colours', () => {
    const hebrew = font('noto-sans-hebrew-hebrew-400-normal.woff');
    expect(renderTextSvg(hebrew, { text: 'שלום', color: '#000', rightToLeft: true })).toContain('<path fill="#000000"');
    expect(() => renderTextSvg(hebrew, { text: 'שלום 2', color: '#000', rightToLeft: true })).toThrow(/cannot draw: 2/);
    expect(() => renderTextSvg(hebrew, { text: 'שלום', color: 'rgb(999,0,0)', rightToLeft: true })).toThrow(/Input rgb color string could not be parsed/);
  });
  it('draws the digits from a fallback font, and names the emoji it has no picture for', () => {
    const stack = [...FALLBACK_FONTS].reverse().map((f) => parsed.get(f)!); // Noto Sans Hebrew first
    expect(renderTextSvg(stack.slice(1), { text: 'שלום 2', color: '#000', rightToLeft: true })).toContain('<path fill="#000000"');
    expect(() => renderTextSvg(stack, { text: 'שלום 🐱', color: '#000', rightToLeft: true })).toThrow(/cannot draw: 🐱/);
  });
});
