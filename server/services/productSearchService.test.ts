import { describe, expect, it } from 'vitest';
import { withinEdits } from './productSearchService';

describe('typo distance', () => {
  it('counts a missing, extra, wrong or swapped letter as one edit', () => {
    expect(withinEdits('walpaper', 'wallpaper', 1)).toBe(true);
    expect(withinEdits('cnavas', 'canvas', 1)).toBe(true);
    expect(withinEdits('canvass', 'canvas', 1)).toBe(true);
    expect(withinEdits('canvos', 'canvas', 1)).toBe(true);
    expect(withinEdits('cnavsa', 'canvas', 1)).toBe(false);
    expect(withinEdits('cnavsa', 'canvas', 2)).toBe(true);
    expect(withinEdits('rug', 'rag', 0)).toBe(false);
  });
});
