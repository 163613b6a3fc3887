import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textBoxFor } from '../../editor-engine/index.js';
import { fontPath } from '../fonts/catalogue.js';
import { REPO_ROOT } from '../render/node.js';
import { outlineTextBox } from './layout.js';
import { outlineText, parseFont } from './outline.js';

const roboto = await parseFont(readFileSync(path.join(REPO_ROOT, fontPath('roboto-latin-400-normal.woff'))));
const LONG =
  'Happy birthday to the best grandmother in the whole wide world, with love from all of us: Anna, Ben, Clara, David, Emil, Frida and little Gustav, who drew the cat on the left side of this mug, see?!!!';

const ys = (d: string) => [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 1);

describe('a text laid out in its box (issue 26: long text fits the canvas)', () => {
  const box = textBoxFor({ width: 600, height: 400 });

  it('a short text is exactly the one line outline.ts draws', () => {
    expect(outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box })).toEqual(outlineText(roboto, 'Hello', 60, false));
  });

  it('200 characters wrap into centred lines whose box fits the canvas, every character drawn', () => {
    expect(LONG.length).toBe(200);
    const one = outlineText(roboto, LONG, 60, false);
    expect(one.width).toBeGreaterThan(3 * 600); // what ran off the canvas before
    const r = outlineTextBox(roboto, { text: LONG, fontSize: 60, rightToLeft: false, box });
    expect(r.missing).toEqual([]);
    expect(r.width).toBeLessThanOrEqual(box.width);
    expect(r.ascent + r.descent).toBeLessThanOrEqual(box.height + 0.01);
    // several lines, one under the other, inside the line box
    const [top, bottom] = [Math.min(...ys(r.d)), Math.max(...ys(r.d))];
    expect(top).toBeGreaterThanOrEqual(-r.ascent - 0.01);
    expect(bottom).toBeLessThanOrEqual(r.descent + 0.01);
    expect(bottom - top).toBeGreaterThan((4 * (r.ascent + r.descent)) / 8);
    // as many glyph outlines as before: the same letters, only in lines
    expect(r.d.match(/M/g)?.length).toBe(one.d.match(/M/g)?.length);
  });

  it('a design from before boxes keeps its one line', () => {
    expect(outlineTextBox(roboto, { text: LONG, fontSize: 60, rightToLeft: false }).width).toBeGreaterThan(1800);
  });
});

const xs = (d: string) => [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0])).filter((_, i) => i % 2 === 0);

describe('lines the shopper typed, aligned and spaced (issue 29)', () => {
  const box = textBoxFor({ width: 600, height: 400 });
  const two = { text: 'Hi\nwonderful you', fontSize: 60, rightToLeft: false, box };
  const first = outlineText(roboto, 'Hi', 60, false);
  const second = outlineText(roboto, 'wonderful you', 60, false);

  it('a line break is a new line, the second a font’s height under the first, both whole', () => {
    const r = outlineTextBox(roboto, two);
    expect(r.width).toBeCloseTo(second.width, 6);
    expect(r.descent).toBeCloseTo(second.descent + (first.ascent + first.descent), 6);
    expect(r.d.match(/M/g)?.length).toBe((first.d.match(/M/g)?.length ?? 0) + (second.d.match(/M/g)?.length ?? 0));
  });

  it('the short line stands left, centred (the default) or right under the long one', () => {
    const leftOf = (align?: 'left' | 'centre' | 'right') => {
      const r = outlineTextBox(roboto, { ...two, align });
      // the first line's outline is the d before the second's: its leftmost point
      return Math.min(...xs(r.d.slice(0, r.d.length - outlineTextBox(roboto, { ...two, text: 'wonderful you' }).d.length)));
    };
    const ink = Math.min(...xs(first.d));
    expect(leftOf('left')).toBeCloseTo(ink, 1);
    expect(leftOf()).toBeCloseTo(ink + (second.width - first.width) / 2, 1);
    expect(leftOf('centre')).toBeCloseTo(leftOf(), 6);
    expect(leftOf('right')).toBeCloseTo(ink + second.width - first.width, 1);
  });

  it('line height spaces the baselines, letter spacing the letters (not after the last)', () => {
    expect(outlineTextBox(roboto, { ...two, lineHeight: 2 }).descent).toBeCloseTo(second.descent + 2 * (first.ascent + first.descent), 6);
    const spaced = outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box, letterSpacing: 0.1 });
    expect(spaced.width).toBeCloseTo(outlineText(roboto, 'Hello', 60, false).width + 4 * 6, 6);
  });

  it('a text without the choices is outlined exactly as before them', () => {
    expect(outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box, align: 'centre', lineHeight: 1, letterSpacing: 0 })).toEqual(
      outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box }),
    );
  });
});

describe('letters coloured apart (issue 29)', () => {
  const box = textBoxFor({ width: 600, height: 400 });
  const glyphs = (d = '') => d.match(/M/g)?.length ?? 0;
  const red = (start: number, end: number) => [{ start, end, fill: '#ff0000' }];

  it("their glyphs leave the text's path for a part of their colour, at the same place", () => {
    const plain = outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box });
    const r = outlineTextBox(roboto, { text: 'Hello', fontSize: 60, rightToLeft: false, box, colours: red(0, 1) });
    expect(r.parts).toHaveLength(1);
    expect(r.parts![0].fill).toBe('#ff0000');
    // "H" is drawn by one contour, red; the rest stays in the text's colour
    expect(glyphs(r.parts![0].d)).toBe(1);
    expect(glyphs(r.d) + glyphs(r.parts![0].d)).toBe(glyphs(plain.d));
    expect(plain.d.startsWith(r.parts![0].d)).toBe(true);
  });

  it('on a wrapped text they are the same letters, wherever the lines break', () => {
    // "Anna" in LONG, coloured: its four letters and nothing else, on whichever line it lands
    const at = LONG.indexOf('Anna');
    const r = outlineTextBox(roboto, { text: LONG, fontSize: 60, rightToLeft: false, box, colours: red(at, at + 4) });
    const anna = outlineText(roboto, 'Anna', 1, false);
    expect(glyphs(r.parts![0].d)).toBe(glyphs(anna.d));
    expect(r.size).toBeLessThan(60);
  });

  it('after an emoji (one picture in the text, several UTF-16 units)', () => {
    const r = outlineTextBox(roboto, { text: '🐱 Hi', fontSize: 60, rightToLeft: false, colours: red(3, 4) });
    expect(glyphs(r.parts![0].d)).toBe(glyphs(outlineText(roboto, 'H', 60, false).d));
  });
});
