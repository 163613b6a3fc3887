import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi.js';

// What the shaping takes (outline.ts): a line's runs in visual order, left to right, each in typed order with its
// direction; HarfBuzz then draws a right-to-left run reversed.
const runs = (s: string, rtl: boolean) => bidiRuns(s, rtl).map((r) => ({ text: r.chars.join(''), rtl: r.rightToLeft, start: r.start }));

describe('bidiRuns', () => {
  it('leaves left-to-right text alone: one run', () => {
    expect(runs('Hello (world) 12', false)).toEqual([{ text: 'Hello (world) 12', rtl: false, start: 0 }]);
    expect(runs('', false)).toEqual([]);
  });
  it('keeps a right-to-left paragraph one right-to-left run, its spaces inside', () => {
    // שלום עולם: drawn reversed, the first word ends up on the right.
    expect(runs('שלום עולם', true)).toEqual([{ text: 'שלום עולם', rtl: true, start: 0 }]);
  });
  it('keeps numbers and Latin words left to right inside right-to-left text, laid out from the right', () => {
    expect(runs('שנת 2026', true)).toEqual([
      { text: '2026', rtl: false, start: 4 },
      { text: 'שנת ', rtl: true, start: 0 },
    ]);
    // a space between two directions takes the paragraph's
    expect(runs('אבג abc דהו', true)).toEqual([
      { text: ' דהו', rtl: true, start: 7 },
      { text: 'abc', rtl: false, start: 4 },
      { text: 'אבג ', rtl: true, start: 0 },
    ]);
  });
  it('lays out the mixed Arabic and number line: the number leftmost, the words after it from the right', () => {
    expect(runs('مرحبا بالعالم 123', true)).toEqual([
      { text: '123', rtl: false, start: 14 },
      { text: 'مرحبا بالعالم ', rtl: true, start: 0 },
    ]);
    // in a left-to-right paragraph the words come first, and the space goes with the number
    expect(runs('مرحبا بالعالم 123', false)).toEqual([
      { text: 'مرحبا بالعالم', rtl: true, start: 0 },
      { text: ' 123', rtl: false, start: 13 },
    ]);
  });
  it('orders a Hebrew word inside a left-to-right paragraph', () => {
    expect(runs('I said שלום today', false)).toEqual([
      { text: 'I said ', rtl: false, start: 0 },
      { text: 'שלום', rtl: true, start: 7 },
      { text: ' today', rtl: false, start: 11 },
    ]);
  });
  it('keeps brackets in the right-to-left run they enclose, where HarfBuzz mirrors them', () => {
    expect(runs('(שלום)', true)).toEqual([{ text: '(שלום)', rtl: true, start: 0 }]);
  });
});
