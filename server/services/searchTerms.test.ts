import { describe, expect, it } from 'vitest';
import { searchTerms, withinEdits } from './searchTerms';

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

describe('search terms', () => {
  const vocabulary = new Map([
    ['heart', 40],
    ['hat', 6],
    ['harp', 1],
    ['cat', 12],
    ['catch', 5],
    ['tree', 3],
  ]);

  it('takes a word something begins with as it is, uncorrected', () => {
    expect(searchTerms('Cat', vocabulary, 2)).toEqual({ terms: [{ prefix: 'cat', alternatives: [] }] });
    expect(searchTerms('hea', vocabulary, 2).terms).toEqual([{ prefix: 'hea', alternatives: [] }]);
  });

  it('corrects a typo to the words one edit away, the commonest first, and says so', () => {
    expect(searchTerms('hart', vocabulary, 2)).toEqual({ terms: [{ prefix: 'hart', alternatives: ['heart', 'hat', 'harp'] }], searchedFor: 'heart' });
  });

  it('leaves out words too short or matching nothing, and says what it searched for', () => {
    expect(searchTerms('a tree', vocabulary, 2)).toEqual({ terms: [{ prefix: 'tree', alternatives: [] }] });
    expect(searchTerms('oak tree', vocabulary, 2)).toEqual({ terms: [{ prefix: 'tree', alternatives: [] }], searchedFor: 'tree' });
    expect(searchTerms('zzzz', vocabulary, 2)).toEqual({ terms: [] });
  });
});
