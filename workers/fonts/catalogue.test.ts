import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_GROUPS, FONTS, fontPath } from './catalogue';

describe('the font catalogue', () => {
  it('offers at least 20 fonts in at least 4 groups, right to left among them', () => {
    expect(FONTS.length).toBeGreaterThanOrEqual(20);
    const groups = new Set(FONTS.map((f) => f.group));
    expect(groups.size).toBeGreaterThanOrEqual(4);
    for (const g of groups) expect(FONT_GROUPS.map((x) => x.id)).toContain(g);
    expect(FONTS.filter((f) => f.group === 'rtl').every((f) => f.direction === 'rtl')).toBe(true);
  });
  it('names each file once, and every file is an installed WOFF (unpacked for HarfBuzz)', () => {
    expect(new Set(FONTS.map((f) => f.file)).size).toBe(FONTS.length);
    for (const f of FONTS) {
      const bytes = fs.readFileSync(fontPath(f.file));
      expect(bytes.subarray(0, 4).toString('latin1'), f.file).toBe('wOFF');
    }
  });
});
