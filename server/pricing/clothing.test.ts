import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { context, tshirt } from './test-products';

const price = (config: Parameters<typeof calculatePrice>[2]) => calculatePrice(tshirt, context, config);

describe('clothing pricing', () => {
  it('charges the base price for a model without surcharges', () => {
    expect(price({ quantity: 1, model: 51, modelSize: 'M' })).toMatchObject({ ok: true, unitPrice: 1995 });
  });

  it('adds the clothing size surcharge (XXL +2)', () => {
    expect(price({ quantity: 2, model: 51, modelSize: 'XXL' })).toMatchObject({ ok: true, unitPrice: 2195, total: 4390 });
  });

  it('adds the model surcharge', () => {
    expect(price({ quantity: 1, model: 52, modelSize: 'S' })).toMatchObject({ ok: true, unitPrice: 2295 });
  });

  it('needs a model of this product, and a size and material colour of that model', () => {
    expect(price({ quantity: 1 })).toMatchObject({ ok: false, code: 'model', messageKey: 'model-required' });
    expect(price({ quantity: 1, model: 53 })).toMatchObject({ ok: false, code: 'model', messageKey: 'model-unknown' });
    expect(price({ quantity: 1, model: 52, modelSize: 'XXL' })).toMatchObject({ ok: false, code: 'modelSize' });
    expect(price({ quantity: 1, model: 52, materialColor: 1 })).toMatchObject({ ok: false, code: 'materialColor' });
    expect(price({ quantity: 1, model: 51, materialColor: 1 })).toMatchObject({ ok: true });
  });
});
