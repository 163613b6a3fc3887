import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { coasters, context } from './test-products';

const price = (config: Parameters<typeof calculatePrice>[2]) => calculatePrice(coasters, context, config);

describe('pack pricing', () => {
  it('uses the listed pack price and old price', () => {
    expect(price({ quantity: 1, pack: 4 })).toMatchObject({ ok: true, unitPrice: 1495 });
    expect(price({ quantity: 2, pack: 6 })).toMatchObject({ ok: true, unitPrice: 1995, oldUnitPrice: 2395, total: 3990 });
  });

  it('rounds a custom pack up to a whole number and prices it per unit', () => {
    expect(price({ quantity: 1, customPack: 7.2 })).toMatchObject({ ok: true, unitPrice: 8 * 350 });
  });

  it('never prices a custom pack below the smallest pack', () => {
    expect(price({ quantity: 1, customPack: 3 })).toMatchObject({ ok: true, unitPrice: 1495 });
  });

  it('uses the listed price when a custom pack equals a listed pack', () => {
    expect(price({ quantity: 1, customPack: 6 })).toMatchObject({ ok: true, unitPrice: 1995 });
  });

  it('rejects a custom pack below the minimum pack', () => {
    expect(price({ quantity: 1, customPack: 1 })).toEqual({ ok: false, code: 'pack', messageKey: 'pack-too-small', params: { minPack: 2 } });
  });

  it('rejects a missing or unknown pack', () => {
    expect(price({ quantity: 1 })).toMatchObject({ ok: false, code: 'pack', messageKey: 'pack-required' });
    expect(price({ quantity: 1, pack: 5 })).toMatchObject({ ok: false, code: 'pack', messageKey: 'pack-unknown' });
  });
});
