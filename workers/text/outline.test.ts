import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emojiPictureSrc } from '../../rules/emoji.js';
import { FALLBACK_FONTS, fontPath } from '../fonts/catalogue.js';
import { REPO_ROOT } from '../render/node.js';
import { outlineText, parseFont, shapeLine } from './outline.js';

const load = (file: string) => parseFont(readFileSync(path.join(REPO_ROOT, fontPath(file))));
const roboto = await load('roboto-latin-400-normal.woff');
const hebrew = await load('noto-sans-hebrew-hebrew-400-normal.woff');
const amiri = await load('amiri-arabic-400-normal.woff');
const lobster = await load('lobster-latin-400-normal.woff');
const fallbacks = await Promise.all(FALLBACK_FONTS.map(load));
/** A chosen font and the shop's fallbacks, as FontCache.stack gives them. */
const stack = (font: Awaited<ReturnType<typeof load>>) => [font, ...fallbacks.filter((f) => f !== font)];

/** Y range of all coordinates in path data. */
function yRange(d: string): [number, number] {
  const nums = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  const ys = nums.filter((_, i) => i % 2 === 1);
  return [Math.min(...ys), Math.max(...ys)];
}

const glyphIds = (fonts: Parameters<typeof shapeLine>[0], text: string, rtl: boolean) => shapeLine(fonts, text, 60, rtl).glyphs.map((g) => g.glyph);

describe('outlineText (HarfBuzz shaping)', () => {
  it('outlines Latin text, every character drawn, with the font’s ligatures (Roboto "ffi")', () => {
    const r = outlineText(roboto, 'office Hello World', 60, false);
    expect(r.missing).toEqual([]);
    expect(r.d.match(/M/g)?.length).toBeGreaterThanOrEqual(14);
    expect(r.width).toBeGreaterThan(400);
    // "office" shapes to 4 glyphs: o, the ffi ligature, c, e
    expect(glyphIds(roboto, 'office', false)).toHaveLength(4);
  });

  it('keeps SVG orientation: glyphs stand above the baseline (negative y), nothing flipped', () => {
    const [top, bottom] = yRange(outlineText(roboto, 'H', 100, false).d);
    expect(bottom).toBeCloseTo(0, 1);
    expect(top).toBeCloseTo(-71.1, 0); // Roboto cap height 1456/2048 em
    const [, descender] = yRange(outlineText(roboto, 'p', 100, false).d);
    expect(descender).toBeGreaterThan(15);
  });

  it('applies kerning from the font', () => {
    const w = (s: string) => outlineText(roboto, s, 100, false).width;
    expect(w('AV')).toBeLessThan(w('A') + w('V') - 1);
  });

  it('joins Arabic letters: the glyphs of a word are not the isolated letters’ glyphs', () => {
    const word = 'مرحبا';
    const joined = glyphIds(amiri, word, true);
    const isolated = Array.from(word, (ch) => glyphIds(amiri, ch, true)[0]);
    expect(joined).toHaveLength(word.length);
    // drawn right to left: the first letter (meem, in its initial form) is the rightmost glyph
    expect(joined.at(-1)).not.toBe(isolated[0]);
    expect(new Set(joined).size).toBe(5);
    expect(joined.filter((g, i) => g === [...isolated].reverse()[i]).length).toBeLessThan(3);
    expect(outlineText(amiri, word, 60, true).missing).toEqual([]);
  });

  it('lays out right-to-left Hebrew: the first letter is drawn rightmost', () => {
    const word = outlineText(hebrew, 'של', 60, true);
    const lamed = outlineText(hebrew, 'ל', 60, true);
    const shin = outlineText(hebrew, 'ש', 60, true);
    expect(word.missing).toEqual([]);
    expect(word.d.startsWith(lamed.d)).toBe(true); // ל at x = 0 (left), ש after it
    expect(word.width).toBeCloseTo(lamed.width + shin.width, 6);
    expect(word.ascent).toBeGreaterThan(0);
    // "שלום עולם": the second word on the left, so the line's first glyph is the last letter of עולם
    const line = shapeLine(hebrew, 'שלום עולם', 60, true).glyphs;
    expect(line[0].glyph).toBe(glyphIds(hebrew, 'ם', true)[0]);
    expect(line.at(-1)!.glyph).toBe(glyphIds(hebrew, 'ש', true)[0]);
  });

  it('orders a mixed line: "مرحبا بالعالم 123" has the number on the left, the Arabic joined to its right', () => {
    const line = shapeLine(stack(amiri), 'مرحبا بالعالم 123', 60, true);
    expect(line.missing).toEqual([]);
    const digits = glyphIds(stack(amiri), '123', false);
    const ids = line.glyphs.map((g) => g.glyph);
    expect(ids.slice(0, 3)).toEqual(digits);
    expect(line.glyphs[0].x).toBeLessThan(line.glyphs[5].x);
    // the Arabic words keep their joined forms inside the mixed line
    expect(ids.at(-1)).toBe(glyphIds(amiri, 'مرحبا', true).at(-1));
  });

  it('draws a character the chosen font lacks from a fallback font: Hebrew typed in Roboto or Lobster, digits in Noto Sans Hebrew', () => {
    for (const font of [roboto, lobster]) {
      const r = outlineText(stack(font), 'שלום עולם', 60, false);
      expect(r.missing).toEqual([]);
      expect(r.width).toBeGreaterThan(100);
      expect(yRange(r.d)[0]).toBeLessThan(-20); // real ink, not an empty object
    }
    expect(outlineText(stack(hebrew), 'שנת 2026', 60, true).missing).toEqual([]);
  });

  it('reports characters no font of the stack can draw instead of drawing .notdef boxes', () => {
    expect(outlineText(hebrew, 'שנת 2026', 60, true).missing).toEqual(['2', '0', '2', '6']);
    expect(outlineText(stack(roboto), 'Hi 你好', 60, false).missing).toEqual(['你', '好']);
  });

  it('draws each emoji as one OpenMoji picture: ZWJ sequences and variation selectors included, nothing dropped', () => {
    const r = outlineText(stack(roboto), 'I ❤️ my 🐱 and 👨‍👩‍👧', 60, false);
    expect(r.missing).toEqual([]);
    expect(r.pictures?.map((p) => p.text)).toEqual(['❤️', '🐱', '👨‍👩‍👧']);
    // one picture for the family, named by its whole sequence (1F468-200D-1F469-200D-1F467), the heart without FE0F
    expect(r.pictures?.map((p) => p.src)).toEqual([emojiPictureSrc('❤'), emojiPictureSrc('🐱'), emojiPictureSrc('👨‍👩‍👧')]);
    const [heart, cat, family] = r.pictures!;
    expect(heart.x).toBeLessThan(cat.x);
    expect(cat.x).toBeLessThan(family.x);
    expect(family.x + family.width).toBeCloseTo(r.width, 6);
    expect(heart.width).toBeCloseTo(72, 6); // 1.2 em
  });

  it('places an emoji inside right-to-left text in reading order', () => {
    const r = shapeLine(stack(hebrew), 'שלום 🐱', 60, true);
    // the cat comes after שלום in reading order, so to its left
    expect(r.pictures[0].x).toBe(0);
    expect(r.glyphs[0].x).toBeGreaterThan(r.pictures[0].width - 1);
  });

  it('is deterministic', () => {
    expect(outlineText(roboto, 'Same bytes', 37.5, false).d).toBe(outlineText(roboto, 'Same bytes', 37.5, false).d);
  });
});
