import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathBounds, textInkBox } from '../../editor-engine/index.js';
import { fontPath } from '../fonts/catalogue.js';
import { REPO_ROOT } from '../render/node.js';
import { outlineTextBox } from './layout.js';
import { parseFont } from './outline.js';

const font = async (file: string) => parseFont(readFileSync(path.join(REPO_ROOT, fontPath(file))));
const roboto = await font('roboto-latin-400-normal.woff');
const hebrew = await font('noto-sans-hebrew-hebrew-400-normal.woff');

/** Where each glyph's outline starts (the first point of its first contour), in drawing order. */
const starts = (d: string) => [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
const line = { fontSize: 60, rightToLeft: false };

describe('curved text, outlined (issue 29)', () => {
  it('at 0 % is the straight text, byte for byte', () => {
    expect(outlineTextBox(roboto, { ...line, text: 'Hello there', curve: 0 })).toEqual(outlineTextBox(roboto, { ...line, text: 'Hello there' }));
  });

  it('an arc up lifts the middle over the ends, an arc down lowers it; the same letters, still outlines', () => {
    const straight = outlineTextBox(roboto, { ...line, text: 'Happy birthday' });
    const up = outlineTextBox(roboto, { ...line, text: 'Happy birthday', curve: 50 });
    const down = outlineTextBox(roboto, { ...line, text: 'Happy birthday', curve: -50 });
    for (const o of [up, down]) {
      expect(o.d.match(/M/g)?.length).toBe(straight.d.match(/M/g)?.length);
      expect(o.missing).toEqual([]);
      // narrower than the straight line, taller
      expect(o.width).toBeLessThan(straight.width);
      expect(o.ascent + o.descent).toBeGreaterThan(straight.ascent + straight.descent);
    }
    const ys = (d: string) => starts(d).map((p) => p.y);
    const [first, middle] = [ys(up.d)[0], ys(up.d)[6]];
    expect(middle).toBeLessThan(first - 20);
    expect(ys(down.d)[6]).toBeGreaterThan(ys(down.d)[0] + 20);
  });

  it('round a whole circle at 100 %: a box about as tall as wide, centred like a line box', () => {
    const o = outlineTextBox(roboto, { ...line, text: 'ROUND AND ROUND • ', curve: 100 });
    expect(Math.abs(o.width - (o.ascent + o.descent))).toBeLessThan(0.15 * o.width);
    const ink = textInkBox(o)!;
    // the selection box (the ink) is centred on the text's position
    expect(Math.abs(ink.left + ink.right)).toBeLessThan(0.1 * o.width);
    expect(Math.abs(ink.top + ink.bottom)).toBeLessThan(0.1 * o.width);
    // every point inside the box the scene centres
    const b = pathBounds(o.d)!;
    expect(b.left).toBeGreaterThanOrEqual(-0.01);
    expect(b.right).toBeLessThanOrEqual(o.width + 0.01);
    expect(b.top).toBeGreaterThanOrEqual(-o.ascent - 0.01);
    expect(b.bottom).toBeLessThanOrEqual(o.descent + 0.01);
  });

  it('right to left: the letters stay in the straight line’s visual order along the arc', () => {
    const rtl = { fontSize: 60, rightToLeft: true, text: 'שלום עולם' };
    const xs = (d: string) => starts(d).map((p) => p.x);
    const straight = xs(outlineTextBox(hebrew, rtl).d);
    const curved = xs(outlineTextBox(hebrew, { ...rtl, curve: -20 }).d);
    // ranks by x (a glyph's first point is anywhere in it, so a turned neighbour may pass it by a place, no more)
    const rank = (v: number[]) => v.map((x) => v.filter((y) => y < x).length);
    const [a, b] = [rank(straight), rank(curved)];
    expect(a.every((r, i) => Math.abs(r - b[i]) <= 1)).toBe(true);
    // and the first letter read (ש, rightmost) stays at the right end
    expect(Math.max(...curved.slice(-2))).toBeGreaterThan(Math.max(...curved.slice(0, -2)));
  });

  it('emoji pictures stand on the arc, turned with it, and the ink box holds them', () => {
    const o = outlineTextBox(roboto, { ...line, text: 'I ❤️ you so much', curve: 60 });
    const [heart] = o.pictures!;
    expect(heart.angle).toBeLessThan(-5);
    expect(heart.width).toBeCloseTo(72, 6);
    const ink = textInkBox(o)!;
    expect(ink.left).toBeLessThanOrEqual(heart.x - o.width / 2 + 0.01);
    // one group for the glyphs and the pictures: nothing of the straight line is left
    expect(outlineTextBox(roboto, { ...line, text: 'I ❤️ you so much' }).pictures![0].angle).toBeUndefined();
  });

  it('multi-line text: each line on its own concentric arc, every letter drawn', () => {
    const box = { width: 550, height: 400 };
    const two = outlineTextBox(roboto, { ...line, text: 'Happy\nbirthday Anna', box, curve: 40 });
    expect(two.d.match(/M/g)?.length).toBe(outlineTextBox(roboto, { ...line, text: 'Happy\nbirthday Anna', box }).d.match(/M/g)?.length);
    const ys = starts(two.d).map((p) => p.y);
    // "Happy" on the outer arc, above "birthday Anna"
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    expect(mean(ys.slice(0, 5))).toBeLessThan(mean(ys.slice(5)) - 30);
  });

  it('letters coloured apart stay on the arc: the same turned glyphs, taken out into their colour', () => {
    const glyphs = (d = '') => d.match(/M/g)?.length ?? 0;
    const text = { ...line, text: 'Happy birthday', curve: 50 };
    const plain = outlineTextBox(roboto, text);
    // "Ha", the first two glyphs: exactly the curved text's first two, where the plain curve draws them
    const start = outlineTextBox(roboto, { ...text, colours: [{ start: 0, end: 2, fill: '#ff0000' }] });
    expect(start.parts).toEqual([{ d: expect.any(String), fill: '#ff0000' }]);
    expect(start.parts![0].d + start.d).toBe(plain.d);
    expect(start).toMatchObject({ width: plain.width, ascent: plain.ascent, descent: plain.descent });
    // "bir" in the middle: its points are among the plain curve's, lifted above the line's ends
    const mid = outlineTextBox(roboto, { ...text, colours: [{ start: 6, end: 9, fill: '#0000ff' }] });
    const part = starts(mid.parts![0].d);
    expect(part).toHaveLength(glyphs(outlineTextBox(roboto, { ...line, text: 'bir' }).d));
    const all = starts(plain.d).map((p) => `${p.x},${p.y}`);
    expect(part.every((p) => all.includes(`${p.x},${p.y}`))).toBe(true);
    expect(Math.max(...part.map((p) => p.y))).toBeLessThan(starts(plain.d)[0].y);
    expect(textInkBox(mid)).toEqual(textInkBox(plain));
  });

  it('coloured letters of a wrapped curved text: the same letters on whichever arc their line lands', () => {
    const box = { width: 550, height: 400 };
    const text = { ...line, text: 'Happy\nbirthday Anna', box, curve: 40 };
    const at = text.text.indexOf('Anna');
    const r = outlineTextBox(roboto, { ...text, colours: [{ start: at, end: at + 4, fill: '#ff0000' }] });
    const all = starts(outlineTextBox(roboto, text).d).map((p) => `${p.x},${p.y}`);
    const part = starts(r.parts![0].d);
    expect(part).toHaveLength(starts(outlineTextBox(roboto, { ...line, text: 'Anna' }).d).length);
    expect(part.every((p) => all.includes(`${p.x},${p.y}`))).toBe(true);
  });
});
