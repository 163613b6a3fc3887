import { describe, expect, it } from 'vitest';
import { quantityChoices, visibleItems } from './quantity';

const item = (reference: string) => ({ analytics: { reference, name: reference, price: 100 } });

describe('cart quantities', () => {
  it('offer min..10 in the old dropdown, plus a larger current quantity', () => {
    expect(quantityChoices(3, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityChoices(0, 0)[0]).toBe(0);
    expect(quantityChoices(25, 1).at(-1)).toBe(25);
    expect(quantityChoices(25, 1, 10, 20).at(-1)).toBe(10);
  });
  it('hide references C015-C018 when control2 status is 1', () => {
    const items = [item('RB001'), item('C015'), item('C018'), item('C019')];
    expect(visibleItems(items, 1).map((i) => i.analytics.reference)).toEqual(['RB001', 'C019']);
    expect(visibleItems(items, 0)).toHaveLength(4);
    expect(visibleItems(items, undefined)).toHaveLength(4);
  });
});
