import { describe, expect, it } from 'vitest';
import { initialClickState, isDeleteKey, registerClick, type ClickState } from './input.js';

function clicks(list: [number, number, number][]): boolean[] {
  let state: ClickState = initialClickState;
  return list.map(([time, x, y]) => {
    const r = registerClick(state, { time, x, y });
    state = r.state;
    return r.triple;
  });
}

describe('input rules', () => {
  it('Delete and Backspace delete only outside inputs', () => {
    expect(isDeleteKey('Delete', false)).toBe(true);
    expect(isDeleteKey('Backspace', false)).toBe(true);
    expect(isDeleteKey('Backspace', true)).toBe(false);
    expect(isDeleteKey('a', false)).toBe(false);
  });
  it('triple click: three clicks within 500 ms each at one position', () => {
    expect(
      clicks([
        [0, 5, 5],
        [400, 5, 5],
        [900, 5, 5],
      ]),
    ).toEqual([false, false, true]);
    expect(
      clicks([
        [0, 5, 5],
        [400, 5, 5],
        [901, 5, 5],
      ]),
    ).toEqual([false, false, false]);
    expect(
      clicks([
        [0, 5, 5],
        [100, 6, 5],
        [200, 6, 5],
      ]),
    ).toEqual([false, false, false]);
    expect(
      clicks([
        [0, 1, 1],
        [100, 1, 1],
        [200, 1, 1],
        [300, 1, 1],
      ]),
    ).toEqual([false, false, true, false]);
  });
});
