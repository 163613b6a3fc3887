import { describe, expect, it } from 'vitest';
import { calculateCustomHeight, checkMaxSize } from './product-sizes';
import { canvas, cutVinyl } from './test-products';

const mural = { ...cutVinyl, heightRatio: 0.6667 };

describe('calculate-custom-height', () => {
  it('follows the width with the ratio, rounded to one decimal', () => {
    expect(calculateCustomHeight(mural, 100)).toEqual({ ok: true, height: 66.7 });
    // 0.25 * 75 = 18.75 -> 18.8 (half up)
    expect(calculateCustomHeight({ ...mural, heightRatio: 0.25 }, 75)).toEqual({ ok: true, height: 18.8 });
  });

  it('is an error for a product without a ratio', () => {
    expect(calculateCustomHeight(cutVinyl, 100)).toMatchObject({ ok: false, messageKey: 'height-no-ratio' });
  });

  it('is an error for a width outside the product limits', () => {
    expect(calculateCustomHeight(mural, 301)).toMatchObject({ ok: false, messageKey: 'height-width-out-of-range', params: { minWidth: 10, maxWidth: 300 } });
    expect(calculateCustomHeight(mural, 9)).toMatchObject({ ok: false, messageKey: 'height-width-out-of-range' });
    expect(calculateCustomHeight(mural, NaN)).toMatchObject({ ok: false });
  });
});

describe('check-max-size', () => {
  it('is ok within the limits', () => {
    expect(checkMaxSize(cutVinyl, 100, 100)).toEqual({ sizeOk: true });
  });

  it('gives the alert key when a side is too big', () => {
    expect(checkMaxSize(cutVinyl, 301, 100)).toMatchObject({ sizeOk: false, messageKey: 'size-width-too-big', params: { maxWidth: 300 } });
  });

  it('stays ok with the upper-size warning', () => {
    expect(checkMaxSize(cutVinyl, 160, 160)).toMatchObject({ sizeOk: true, messageKey: 'size-upper-warning' });
  });

  it('is not ok for products without custom sizes', () => {
    expect(checkMaxSize(canvas, 30, 20)).toMatchObject({ sizeOk: false, messageKey: 'size-not-custom' });
  });
});
