import { describe, expect, it } from 'vitest';
import { createDocument, DEFAULT_LIMITS, type ProductContext } from '../model.js';
import { canRequestPrice, normaliseQuantity } from './price.js';

const doc = (p: Partial<ProductContext>) => createDocument({ productId: 1, typeCode: 8, ...p });

describe('price rules', () => {
  it('asks for a price with width, height and quantity', () => {
    expect(canRequestPrice(doc({ width: 50, height: 40 }))).toBe(true);
    expect(canRequestPrice(doc({ width: 50, height: null }))).toBe(false);
    expect(canRequestPrice(doc({}))).toBe(false);
  });
  it('or with a composition, a device or a clothing model', () => {
    expect(canRequestPrice(doc({ composition: 'c1' }))).toBe(true);
    expect(canRequestPrice(doc({ device: 'd1' }))).toBe(true);
    expect(canRequestPrice(doc({ model: 'tee' }))).toBe(true);
  });
  it('never while a size alert shows or without a quantity', () => {
    expect(canRequestPrice(doc({ width: 500, height: 40 }))).toBe(false);
    expect(canRequestPrice(doc({ width: 5, height: 40, composition: 'c' }))).toBe(false);
    expect(canRequestPrice(doc({ width: 50, height: 40, quantity: 0 }))).toBe(false);
  });
  it('type 7 (1 x 1 by rule) with the device of its catalogue size', () => {
    expect(canRequestPrice(createDocument({ productId: 1, typeCode: 7, width: 1, height: 1, device: '703' }))).toBe(true);
  });
  it('for pack-priced sizes (type 10), only with a pack of at least the minimum', () => {
    const coaster = (pack: number | null) =>
      createDocument({ productId: 1, typeCode: 10, width: 10, height: 10, pack, limits: { ...DEFAULT_LIMITS, minPack: 4 } });
    expect(canRequestPrice(coaster(null))).toBe(false);
    expect(canRequestPrice(coaster(3))).toBe(false);
    expect(canRequestPrice(coaster(4))).toBe(true);
  });
  it('normalises quantity to an integer of at least 1', () => {
    expect(normaliseQuantity('')).toBe(1);
    expect(normaliseQuantity('abc')).toBe(1);
    expect(normaliseQuantity('4')).toBe(4);
    expect(normaliseQuantity(0)).toBe(1);
    expect(normaliseQuantity(2.7)).toBe(2);
  });
});
