import { describe, expect, it } from 'vitest';
import { fitText } from './textBox.js';
import { paragraphsOf, textLayoutKey, textStyleOf } from './textLayout.js';
import { apply } from '../commands/index.js';
import { createDocument, type TextObject } from '../model.js';

/** Every character is one unit wide at size 1, a line one unit high: a monospaced font in miniature. */
const mono = (s: string) => [...s].length;
/** The same font with `gap` ems between letters, as outline.ts measures a line with letter spacing. */
const spaced = (gap: number) => (s: string) => [...s].length + gap * Math.max(0, [...s].length - 1);

describe('a text’s lines (issue 29: multi-line text, alignment, line height, letter spacing)', () => {
  it('a typed line break starts a new line; an empty line stays', () => {
    expect(paragraphsOf('Happy\nbirthday')).toEqual(['Happy', 'birthday']);
    expect(paragraphsOf('a\r\n\nb')).toEqual(['a', '', 'b']);
    const box = { width: 800, height: 350 };
    expect(fitText('Happy\nbirthday', 60, box, mono, 1)).toEqual({ size: 60, lines: ['Happy', 'birthday'] });
    expect(fitText('a\n\nb', 60, box, mono, 1)).toEqual({ size: 60, lines: ['a', '', 'b'] });
  });

  it('each line wraps on its own in the box', () => {
    const { lines } = fitText('aaa bbb ccc\nddd', 1, { width: 7, height: 100 }, mono, 1);
    expect(lines).toEqual(['aaa bbb', 'ccc', 'ddd']);
  });

  it('a taller line height shrinks the lines sooner: the lines with their spacing fit the box’s height', () => {
    const box = { width: 1000, height: 100 };
    expect(fitText('a\nb', 40, box, mono, 1).size).toBe(40); // 2 x 40 = 80 fits
    const tall = fitText('a\nb', 40, box, mono, 1, { lineHeight: 2 });
    // the first line's height, then one step of twice the font's: (1 + 2) x size <= 100
    expect(tall.size).toBeLessThanOrEqual(100 / 3);
    expect(tall.size).toBeGreaterThan(100 / 3 - 0.02);
  });

  it('letter spacing counts where words join when they wrap: no line is wider than the box', () => {
    const gap = 0.5;
    const measure = spaced(gap);
    const { size, lines } = fitText('aaaa bbbb cccc dddd', 1, { width: 12, height: 100 }, measure, 1, { letterSpacing: gap });
    expect(size).toBe(1);
    for (const l of lines) expect(measure(l)).toBeLessThanOrEqual(12);
    expect(lines.join(' ')).toBe('aaaa bbbb cccc dddd');
    // "aaaa bbbb" is 9 letters and 8 gaps, 13 wide: counted word by word without the joins' gaps it was 12 and fitted
    expect(lines).toEqual(['aaaa', 'bbbb', 'cccc', 'dddd']);
  });

  it('a text without the choices draws as the defaults, and every choice changes its outline’s key', () => {
    const doc = apply(createDocument({ productId: 1, typeCode: 8 }), 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'r.woff', fill: '#000' });
    const t = doc.objects.t1 as TextObject;
    expect(textStyleOf(t)).toEqual({ align: 'centre', lineHeight: 1, letterSpacing: 0, curve: 0 });
    const keys = new Set(
      [t, { ...t, align: 'left' as const }, { ...t, lineHeight: 1.5 }, { ...t, letterSpacing: 0.1 }, { ...t, curve: -30 }, { ...t, text: 'Hi\nyou' }].map(
        textLayoutKey,
      ),
    );
    expect(keys.size).toBe(6);
  });
});
