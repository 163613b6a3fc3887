import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { canvas, context, cutVinyl } from './test-products';

describe('options shared by every product', () => {
  it('needs a whole quantity of at least 1', () => {
    for (const quantity of [0, -1, 1.5, NaN, Infinity]) {
      expect(calculatePrice(cutVinyl, context, { quantity, sizeid: 11 })).toMatchObject({ ok: false, code: 'quantity' });
    }
  });

  it('accepts only colours of the product', () => {
    expect(calculatePrice(cutVinyl, context, { quantity: 1, sizeid: 11, color: 2 })).toMatchObject({ ok: true });
    expect(calculatePrice(cutVinyl, context, { quantity: 1, sizeid: 11, color: 3 })).toMatchObject({ ok: false, code: 'color', messageKey: 'color-unknown' });
  });

  it('allows reversed only when the product has an orientation choice', () => {
    expect(calculatePrice(cutVinyl, context, { quantity: 1, sizeid: 11, reversed: true })).toMatchObject({ ok: true });
    expect(calculatePrice(canvas, context, { quantity: 1, sizeid: 31, reversed: true })).toMatchObject({
      ok: false,
      code: 'orientation',
      messageKey: 'orientation-not-allowed',
    });
  });

  it('refuses reversed with a colour that forces normal orientation', () => {
    expect(calculatePrice(cutVinyl, context, { quantity: 1, sizeid: 11, reversed: true, color: 104 })).toMatchObject({
      ok: false,
      code: 'orientation',
      messageKey: 'orientation-forced-normal',
    });
    expect(calculatePrice(cutVinyl, context, { quantity: 1, sizeid: 11, reversed: false, color: 104 })).toMatchObject({ ok: true });
  });
});
