import { describe, expect, it } from 'vitest';
import { updatePackPrices, updateSizesPrices } from './lists';
import { canvas, coasters, context, cutVinyl } from './test-products';

describe('update-sizes-prices', () => {
  it('lists every catalogue size with its price and old price, each in its own material', () => {
    expect(updateSizesPrices(canvas, context)).toEqual({
      ok: true,
      prices: [
        { id: 31, price: 2495, oldPrice: 2995 },
        { id: 32, price: 10995 },
        { id: 33, price: 5495 },
      ],
    });
  });

  it('prices sizes for the chosen colour and fails on a colour the product lacks', () => {
    expect(updateSizesPrices(cutVinyl, context, { color: 2 })).toMatchObject({ ok: true, prices: [{ id: 11, price: 1450 }, { id: 12 }] });
    expect(updateSizesPrices(cutVinyl, context, { color: 9 })).toMatchObject({ ok: false, code: 'color' });
  });
});

describe('update-pack-prices', () => {
  it('lists every pack, smallest first, with old prices', () => {
    const reversed = { ...coasters, packs: [...coasters.packs!].reverse() };
    expect(updatePackPrices(reversed, context)).toEqual({
      ok: true,
      prices: [
        { id: 4, price: 1495 },
        { id: 6, price: 1995, oldPrice: 2395 },
      ],
    });
  });

  it('adds a typed custom pack, rounded up', () => {
    expect(updatePackPrices(coasters, context, { pack: 9.5 })).toMatchObject({ ok: true, prices: [{ id: 4 }, { id: 6 }, { id: 10, price: 3500 }] });
    expect(updatePackPrices(coasters, context, { pack: 1 })).toMatchObject({ ok: false, messageKey: 'pack-too-small' });
  });

  it('refuses products not priced by pack', () => {
    expect(updatePackPrices(canvas, context)).toMatchObject({ ok: false, code: 'pack', messageKey: 'pack-not-available' });
  });
});
