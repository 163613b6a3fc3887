import { describe, expect, it } from 'vitest';
import { checkRequiredOptions } from './required';
import { context, cutVinyl, rollerBlind, tshirt } from './test-products';

describe('options required before adding to the cart', () => {
  it('needs a colour when the product has colours', () => {
    expect(checkRequiredOptions(cutVinyl, context, { quantity: 1 })).toMatchObject({ code: 'color' });
    expect(checkRequiredOptions(cutVinyl, context, { quantity: 1, color: 1 })).toBeUndefined();
  });

  it('needs tissue, mechanism and drop for blinds', () => {
    const blind = { quantity: 1, width: 100, height: 100 };
    expect(checkRequiredOptions(rollerBlind, context, blind)).toMatchObject({ code: 'tissue' });
    expect(checkRequiredOptions(rollerBlind, context, { ...blind, tissue: 61 })).toMatchObject({ code: 'mechanism' });
    expect(checkRequiredOptions(rollerBlind, context, { ...blind, tissue: 61, mechanism: 71 })).toMatchObject({ code: 'drop' });
    expect(checkRequiredOptions(rollerBlind, context, { ...blind, tissue: 61, mechanism: 71, drop: 81 })).toBeUndefined();
  });

  it('needs model, clothing size and material colour for clothing', () => {
    const shirt = { quantity: 1, color: 1 };
    expect(checkRequiredOptions(tshirt, context, shirt)).toMatchObject({ code: 'model' });
    expect(checkRequiredOptions(tshirt, context, { ...shirt, model: 51 })).toMatchObject({ code: 'modelSize' });
    expect(checkRequiredOptions(tshirt, context, { ...shirt, model: 51, modelSize: 'M' })).toMatchObject({ code: 'materialColor' });
    expect(checkRequiredOptions(tshirt, context, { ...shirt, model: 51, modelSize: 'M', materialColor: 2 })).toBeUndefined();
  });
});
