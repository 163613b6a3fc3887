import { describe, expect, it } from 'vitest';
import { escapeXml, fmt, pathData } from './format.js';

describe('export number format', () => {
  it('writes at most 3 decimals, no trailing zeros, no -0, no exponent', () => {
    expect(fmt(1)).toBe('1');
    expect(fmt(1.23456)).toBe('1.235');
    expect(fmt(-0.0001)).toBe('0');
    expect(fmt(2.5)).toBe('2.5');
    expect(fmt(123456789.0004)).toBe('123456789');
    expect(() => fmt(1e21)).toThrow(/cannot format/);
    expect(fmt(0.1 + 0.2)).toBe('0.3');
    expect(() => fmt(NaN)).toThrow();
  });
  it('serialises path commands without flipping Y', () => {
    const d = pathData(
      [
        { type: 'M', x: 0, y: -10 },
        { type: 'L', x: 5, y: -10 },
        { type: 'Q', x1: 6, y1: -5, x: 5, y: 0 },
        { type: 'C', x1: 1, y1: 2, x2: 3, y2: 4, x: 5, y: 6 },
        { type: 'Z' },
      ],
      1,
      0,
    );
    expect(d).toBe('M1 -10L6 -10Q7 -5 6 0C2 2 4 4 6 6Z');
  });
  it('escapes XML', () => {
    expect(escapeXml(`a"b<c>&'`)).toBe('a&quot;b&lt;c&gt;&amp;&apos;');
  });
});
