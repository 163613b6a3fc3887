import { describe, expect, it } from 'vitest';
import { TYPE_CODES, type TypeCode } from './model.js';
import { hasFreeProportions, isClothing, isOneByOne, isPackPriced, isShapeBased, offersShapes } from './productTypes.js';

const codes = (is: (t: TypeCode) => boolean) => TYPE_CODES.filter(is);

describe('designer product types (SPEC.md section 2)', () => {
  it('names each code that behaves apart', () => {
    expect(codes(isShapeBased)).toEqual([6]);
    expect(codes(offersShapes)).toEqual([6, 8]);
    expect(codes(isOneByOne)).toEqual([7]);
    expect(codes(hasFreeProportions)).toEqual([3, 12]);
    expect(codes(isClothing)).toEqual([9]);
    expect(codes(isPackPriced)).toEqual([10]);
  });
});
