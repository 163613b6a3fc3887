import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { context, cutVinyl, printedSticker } from './test-products';

const price = (config: Parameters<typeof calculatePrice>[2], product = cutVinyl) => calculatePrice(product, context, config);

describe('area pricing', () => {
  it('charges base plus price per square metre', () => {
    expect(price({ quantity: 1, width: 50, height: 50 })).toMatchObject({ ok: true, unitPrice: 400 + 1050, total: 1450 });
  });

  it('never goes below the minimum', () => {
    expect(price({ quantity: 1, width: 20, height: 20 })).toMatchObject({ ok: true, unitPrice: 995 });
    expect(price({ quantity: 1, width: 20, height: 20 }, printedSticker)).toMatchObject({ ok: true, unitPrice: 1295 });
  });

  it('rounds half a cent up, once, at the end', () => {
    // 400 + 4200 * 0.5625 = 2762.5
    expect(price({ quantity: 1, width: 75, height: 75 })).toMatchObject({ unitPrice: 2763 });
  });

  it('multiplies the unit price by the quantity', () => {
    expect(price({ quantity: 3, width: 50, height: 50 })).toMatchObject({ unitPrice: 1450, total: 4350 });
  });

  it('prices a catalogue size with its own price and old price', () => {
    expect(price({ quantity: 2, sizeid: 12 })).toMatchObject({ unitPrice: 4200, oldUnitPrice: 4900, total: 8400, oldTotal: 9800 });
  });

  it('prices a catalogue size without its own price by its area', () => {
    expect(price({ quantity: 1, sizeid: 11 })).toMatchObject({ unitPrice: 1450 });
  });

  it('prices the size rounded up to the step, with a notice', () => {
    const result = price({ quantity: 1, width: 98, height: 61 }, printedSticker);
    expect(result).toMatchObject({ ok: true, unitPrice: 3575, size: { width: 100, height: 65 } });
    expect(result.ok && result.notices).toEqual([{ messageKey: 'size-rounded-step', params: { width: 100, height: 65, unit: 'cm' } }]);
  });

  it('rejects a missing or unknown size', () => {
    expect(price({ quantity: 1 })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-required' });
    expect(price({ quantity: 1, sizeid: 99 })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-unknown' });
  });

  it('gives the size alerts as errors and the upper-size warning alongside a price', () => {
    expect(price({ quantity: 1, width: 5, height: 50 })).toMatchObject({ ok: false, messageKey: 'size-too-small' });
    expect(price({ quantity: 1, width: 301, height: 201 })).toMatchObject({ ok: false, messageKey: 'size-too-big' });
    expect(price({ quantity: 1, width: 160, height: 160 })).toMatchObject({
      ok: true,
      warning: { messageKey: 'size-upper-warning', params: { threshold: 150 } },
    });
  });
});
