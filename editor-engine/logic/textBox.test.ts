import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { TEXT_BOX_MIN_WIDTH } from '../constants.js';
import { createDocument } from '../model.js';
import { restoreDocument } from '../restore.js';
import { fitText, textBoxFor, wrapLines } from './textBox.js';

/** Every character is one unit wide at size 1, a line one unit high: a monospaced font in miniature. */
const mono = (s: string) => [...s].length;

describe('text boxes (issue 26: long text fits the canvas)', () => {
  it('a text box is the canvas less the fit margin and the rotation knob’s room, in the text’s own units, never under 20 px wide', () => {
    expect(textBoxFor({ width: 600, height: 400 })).toEqual({ width: 550, height: 270 });
    expect(textBoxFor({ width: 600, height: 400 }, 2)).toEqual({ width: 275, height: 135 });
    expect(textBoxFor({ width: 30, height: 30 }, 10).width).toBe(TEXT_BOX_MIN_WIDTH);
  });

  it('wraps at spaces, and breaks a word longer than a line between its letters', () => {
    expect(wrapLines('aaa bbb ccc', 7, mono)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapLines('abcdefghij xy', 4, mono)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    expect(wrapLines('👨‍👩‍👧👨‍👩‍👧', 1, (s) => [...new Intl.Segmenter().segment(s)].length)).toEqual(['👨‍👩‍👧', '👨‍👩‍👧']);
  });

  it('a text that fits stays one line at its size, as before boxes', () => {
    expect(fitText('Hello  world', 60, { width: 800, height: 350 }, mono, 1)).toEqual({ size: 60, lines: ['Hello  world'] });
    expect(fitText('x'.repeat(200), 60, undefined, mono, 1)).toEqual({ size: 60, lines: ['x'.repeat(200)] });
  });

  it('200 characters wrap into lines no wider than the box and shrink until the lines fit its height', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(3, '0')}`).join(' ');
    expect(text.length).toBe(199);
    const box = { width: 550, height: 270 };
    const { size, lines } = fitText(text, 60, box, mono, 1.2);
    expect(lines.join(' ')).toBe(text); // nothing dropped
    for (const l of lines) expect(mono(l) * size).toBeLessThanOrEqual(box.width);
    expect(lines.length * 1.2 * size).toBeLessThanOrEqual(box.height);
    expect(size).toBeLessThan(60);
    expect(size).toBeGreaterThan(20); // the largest size that fits, not a tiny one
  });

  it('a saved text keeps its box; a box under the minimum width is refused, and a design from before boxes has none', () => {
    const doc = apply(createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 }), 'addText', {
      text: 'a',
      font: 'Roboto',
      fontFile: 'roboto-latin-400-normal.woff',
      fill: '#000',
    });
    const saved = JSON.parse(JSON.stringify(doc));
    expect(restoreDocument(saved).objects.t1).toMatchObject({ box: { width: 550, height: 270 } });
    saved.objects.t1.box.width = 19;
    expect(() => restoreDocument(saved)).toThrow(/objects\.t1\.box\.width/);
    delete saved.objects.t1.box;
    expect(restoreDocument(saved).objects.t1).not.toHaveProperty('box');
  });
});
