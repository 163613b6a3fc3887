import { describe, expect, it } from 'vitest';
import { visualOrder } from './bidi.js';

const v = (s: string, rtl: boolean) => visualOrder(s, rtl).join('');

describe('visualOrder', () => {
  it('leaves left-to-right text alone', () => {
    expect(v('Hello (world) 12', false)).toBe('Hello (world) 12');
  });
  it('reverses a right-to-left paragraph', () => {
    // שלום עולם: the first word ends up on the right.
    expect(v('שלום עולם', true)).toBe('םלוע םולש');
  });
  it('keeps numbers and Latin words left to right inside right-to-left text', () => {
    expect(v('שנת 2026', true)).toBe('2026 תנש');
    expect(v('אבג abc דהו', true)).toBe('והד abc גבא');
  });
  it('orders a Hebrew word inside a left-to-right paragraph', () => {
    expect(v('I said שלום today', false)).toBe('I said םולש today');
  });
  it('mirrors brackets in right-to-left runs', () => {
    expect(v('(שלום)', true)).toBe('(םולש)');
  });
});
