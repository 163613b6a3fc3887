import { describe, expect, it } from 'vitest';
import { INVALID_INPUT, parseColourInput } from './colour.js';

const hex = (s: string) => {
  const r = parseColourInput(s);
  return r.ok ? r.hex : r.error;
};

describe('colour input', () => {
  it('accepts hex #rgb and #rrggbb, rgb 0-255, hsl 0-360/0-100/0-100 and known keywords', () => {
    expect(hex('#ABC')).toBe('#aabbcc');
    expect(hex('#a1b2c3')).toBe('#a1b2c3');
    expect(hex('rgb(255, 0, 10)')).toBe('#ff000a');
    expect(hex('hsl(360, 100%, 50%)')).toBe('#ff0000');
    expect(hex('hsl(120,100,25)')).toBe('#008000');
    expect(hex('RebeccaPurple')).toBe('#663399');
  });
  it('rejects out-of-range and malformed values with the spec error text', () => {
    expect(hex('#abcd')).toBe('Input hex color string could not be parsed. Expected format: #rgb or #rrggbb. String received: #abcd');
    expect(hex('rgb(256, 0, 0)')).toMatch(/^Input rgb color string could not be parsed\. Expected format: .*String received: rgb\(256, 0, 0\)$/);
    expect(hex('hsl(361, 10%, 10%)')).toMatch(/^Input hsl color string/);
    expect(hex('hsl(10, 101%, 10%)')).toMatch(/^Input hsl color string/);
    expect(hex('blurple')).toMatch(/^Input keyword color string could not be parsed.*String received: blurple$/);
  });
  it('rejects empty input and input of 25 characters or more', () => {
    expect(hex('')).toBe(INVALID_INPUT);
    const padded = (length: number) => `rgb(1, 2, 3${' '.repeat(length - 12)})`;
    expect(padded(25)).toHaveLength(25);
    expect(hex(padded(25))).toBe(INVALID_INPUT);
    expect(hex(padded(24))).toBe('#010203');
  });
});
