import { describe, expect, it } from 'vitest';
import { LAST_VIEWED_MAX, withViewed } from './lastViewed';

describe('last viewed', () => {
  it('keeps the newest last, each id once', () => {
    expect(withViewed([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(withViewed([], 7)).toEqual([7]);
  });
  it('keeps at most 20, dropping the oldest', () => {
    let list: number[] = [];
    for (let id = 1; id <= 25; id++) list = withViewed(list, id);
    expect(list).toHaveLength(LAST_VIEWED_MAX);
    expect(list[0]).toBe(6);
    expect(list.at(-1)).toBe(25);
  });
});
