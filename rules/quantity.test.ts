import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, isQuantityKeyAllowed, isValidQuantity, minQuantityForReference, readQuantity } from './quantity';

describe('readQuantity: the quantity a typed text stands for', () => {
  const parseQuantity = (text: string, min?: number, max?: number) => readQuantity(text, min, max).quantity;
  it('blank or non-numeric becomes 1, or 0 for control and charger quantities', () => {
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('', 0)).toBe(0);
    expect(parseQuantity('x', 0)).toBe(0);
  });
  it('whole numbers are kept, clamped to the minimum and the maximum', () => {
    expect(parseQuantity(' 7 ')).toBe(7);
    expect(parseQuantity('0')).toBe(1);
    expect(parseQuantity('0', 0)).toBe(0);
    expect(parseQuantity('99999')).toBe(10000);
    expect(parseQuantity('99', 1, 20)).toBe(20);
  });
});

describe('readQuantity says what it changed', () => {
  it('rounds decimals, raises negatives to the minimum, caps at the maximum, keeps the quantity for letters', () => {
    expect(readQuantity('2.5')).toEqual({ quantity: 3, notice: 'rounded' });
    expect(readQuantity('2,4')).toEqual({ quantity: 2, notice: 'rounded' });
    expect(readQuantity('-3')).toEqual({ quantity: 1, notice: 'raised-to-min' });
    expect(readQuantity('99999')).toEqual({ quantity: 10_000, notice: 'capped' });
    expect(readQuantity('abc', 1, 10_000, 4)).toEqual({ quantity: 4, notice: 'not-a-number' });
    expect(readQuantity('7')).toEqual({ quantity: 7 });
    expect(readQuantity('')).toEqual({ quantity: 1 });
  });
});

describe('stepper buttons', () => {
  it('minus is disabled at 1, or at 0 for control and charger quantities', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(0, 0)).toBe(false);
    expect(canDecrease(1, 0)).toBe(true);
    expect(canIncrease(10000)).toBe(false);
    expect(canIncrease(20, 20)).toBe(false);
  });
});

describe('isQuantityKeyAllowed', () => {
  it('digits and navigation/edit keys pass; letters, signs and dots do not', () => {
    for (const key of ['0', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter']) {
      expect(isQuantityKeyAllowed({ key })).toBe(true);
    }
    for (const key of ['a', 'e', '+', ' ']) expect(isQuantityKeyAllowed({ key })).toBe(false);
  });
  it('shortcuts (copy, paste, select all) pass', () => {
    expect(isQuantityKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isQuantityKeyAllowed({ key: 'a', metaKey: true })).toBe(true);
  });
});

describe('quantity bounds', () => {
  it('1 to 10,000 whole items; 0 is allowed for control and charger items C015-C018 only', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(10_000)).toBe(true);
    for (const q of [0, 10_001, 2.5, -1, NaN]) expect(isValidQuantity(q), String(q)).toBe(false);
    expect(minQuantityForReference('WS001')).toBe(1);
    for (const r of ['C015', 'C016', 'C017', 'C018']) expect(minQuantityForReference(r)).toBe(0);
    expect(isValidQuantity(0, minQuantityForReference('C015'))).toBe(true);
  });
});
