import { describe, expect, it } from 'vitest';
import { textAreaRows } from './textArea';

describe('textAreaRows', () => {
  it('grows one row per line up to the limit, default 8', () => {
    expect(textAreaRows('')).toBe(2);
    expect(textAreaRows('a\nb\nc')).toBe(3);
    expect(textAreaRows('x\n'.repeat(20))).toBe(8);
    expect(textAreaRows('x\n'.repeat(20), 4)).toBe(4);
  });
});
