import { describe, expect, it } from 'vitest';
import { minQuantityFor, parseCartQuantity, quantityChoices, visibleItems } from './quantity';

const item = (reference: string) => ({ analytics: { reference, name: reference, price: 100 } });

describe('cart quantities', () => {
  it('are at least 1, but 0 for control and charger items C015-C018', () => {
    expect(minQuantityFor(item('WS001'))).toBe(1);
    for (const r of ['C015', 'C016', 'C017', 'C018']) expect(minQuantityFor(item(r))).toBe(0);
  });
  it('turn blank or non-numeric text into the minimum and cap at 10 000', () => {
    expect(parseCartQuantity('', item('WS001'))).toBe(1);
    expect(parseCartQuantity('abc', item('WS001'))).toBe(1);
    expect(parseCartQuantity('', item('C015'))).toBe(0);
    expect(parseCartQuantity(' 7 ', item('WS001'))).toBe(7);
    expect(parseCartQuantity('0', item('WS001'))).toBe(1);
    expect(parseCartQuantity('2.5', item('WS001'))).toBe(1);
    expect(parseCartQuantity('99999999', item('WS001'))).toBe(10_000);
  });
  it('offer min..10 in the old dropdown, plus a larger current quantity', () => {
    expect(quantityChoices(3, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityChoices(0, 0)[0]).toBe(0);
    expect(quantityChoices(25, 1).at(-1)).toBe(25);
  });
  it('hide references C015-C018 when control2 status is 1', () => {
    const items = [item('RB001'), item('C015'), item('C018'), item('C019')];
    expect(visibleItems(items, 1).map((i) => i.analytics.reference)).toEqual(['RB001', 'C019']);
    expect(visibleItems(items, 0)).toHaveLength(4);
    expect(visibleItems(items, undefined)).toHaveLength(4);
  });
});
