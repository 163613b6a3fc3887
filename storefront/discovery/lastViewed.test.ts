import { describe, expect, it } from 'vitest';
import { LAST_VIEWED_KEY, readLastViewed, rememberViewed } from './lastViewed';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[LAST_VIEWED_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('last viewed in local storage', () => {
  it('keeps the newest last and at most 20 across page views', () => {
    const store = memory();
    for (let id = 1; id <= 22; id++) rememberViewed(id, store);
    rememberViewed(5, store);
    const list = readLastViewed(store);
    expect(list).toHaveLength(20);
    expect(list.at(-1)).toBe(5);
    expect(list).not.toContain(1);
    expect(list).not.toContain(2);
    expect(list[0]).toBe(3);
  });
  it('ignores what is not a list of ids', () => {
    expect(readLastViewed(memory('{"a":1}'))).toEqual([]);
    expect(readLastViewed(memory('not json'))).toEqual([]);
    expect(readLastViewed(memory('[3,"x",-1,3.5,4]'))).toEqual([3, 4]);
  });
});
