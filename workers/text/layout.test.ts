import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { textBoxFor } from '../../editor-engine/index.js';
import { fontPath } from '../fonts/catalogue.js';
import { REPO_ROOT } from '../render/node.js';
import { outlineTextBox } from './layout.js';
import { outlineText, parseFont } from './outline.js';

const roboto = await parseFont(readFileSync(path.join(REPO_ROOT, fontPath('roboto-latin-400-normal.woff'))));
const LONG = 'Happy birthday to the best grandmother in the whole wide world, with love from all of us: Anna, Ben, Clara, David, Emil, Frida and little Gustav, who drew the cat on the left side of this mug, see?!!!';

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
    expect(bottom - top).toBeGreaterThan(4 * (r.ascent + r.descent) / 8);
    // as many glyph outlines as before: the same letters, only in lines
    expect(r.d.match(/M/g)?.length).toBe(one.d.match(/M/g)?.length);
  });

  it('a design from before boxes keeps its one line', () => {
    expect(outlineTextBox(roboto, { text: LONG, fontSize: 60, rightToLeft: false }).width).toBeGreaterThan(1800);
  });
});
