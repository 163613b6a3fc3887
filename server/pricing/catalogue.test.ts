import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { updateSizesPrices } from './lists';
import { canvas, context, panelCanvas } from './test-products';

const price = (config: Parameters<typeof calculatePrice>[2]) => calculatePrice(canvas, context, config);

describe('catalogue pricing', () => {
  it('uses the catalogue size price and its old price', () => {
    expect(price({ quantity: 1, sizeid: 31 })).toMatchObject({ ok: true, unitPrice: 2495, oldUnitPrice: 2995 });
    expect(price({ quantity: 1, sizeid: 32 })).toMatchObject({ ok: true, unitPrice: 10995 });
  });

  it('finds the catalogue size from its width and height', () => {
    expect(price({ quantity: 1, width: 30, height: 20 })).toMatchObject({ ok: true, unitPrice: 2495 });
    expect(price({ quantity: 1, width: 31, height: 20 })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-not-custom' });
  });

  it('adds the composition surcharge to the price and the old price', () => {
    expect(price({ quantity: 1, sizeid: 31, composition: 3 })).toMatchObject({ unitPrice: 2994, oldUnitPrice: 3594 });
    expect(price({ quantity: 2, sizeid: 32, composition: 3 })).toMatchObject({ unitPrice: 13194, total: 26388 });
  });

  it('adds the canvas material surcharge, rounding half up', () => {
    // 4995 * 1.10 = 5494.5
    expect(price({ quantity: 1, sizeid: 33, materialCanvas: 'linen' })).toMatchObject({ unitPrice: 5495 });
  });

  it('applies the size own material when none is chosen', () => {
    expect(price({ quantity: 1, sizeid: 33 })).toMatchObject({ unitPrice: 5495 });
  });

  it('applies the material of a size found by its width and height', () => {
    expect(price({ quantity: 1, width: 60, height: 40 })).toMatchObject({ unitPrice: 5495 });
  });

  it('adds composition and material percentages together, then rounds once', () => {
    // 4995 * (100 + 20 + 10) / 100 = 6493.5
    expect(price({ quantity: 1, sizeid: 33, composition: 3, materialCanvas: 'linen' })).toMatchObject({ unitPrice: 6494 });
  });

  it('rejects a size of another canvas material and unknown compositions or materials', () => {
    expect(price({ quantity: 1, sizeid: 33, materialCanvas: 'cotton' })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-other-material' });
    expect(price({ quantity: 1, sizeid: 31, composition: 9 })).toMatchObject({ ok: false, code: 'composition' });
    expect(price({ quantity: 1, sizeid: 31, materialCanvas: 'silk' })).toMatchObject({ ok: false, code: 'materialCanvas' });
  });

  it('prices a size of some panels with their surcharge, whatever composition the configuration carries', () => {
    const panels = (config: Parameters<typeof calculatePrice>[2]) => calculatePrice(panelCanvas, context, config);
    // 3 x 30 x 60: 74.95 + 20 % = 89.94, as the size list (priced from the page's default, 1 panel) must say too
    expect(panels({ quantity: 1, sizeid: 4, composition: 1 })).toMatchObject({ ok: true, unitPrice: 8994 });
    expect(updateSizesPrices(panelCanvas, context, {})).toMatchObject({
      ok: true,
      prices: [
        { id: 2, price: 7495 },
        { id: 4, price: 8994 },
        { id: 6, price: 17543 },
      ],
    });
    // the same dimensions as one panel or three: the chosen panels decide
    expect(panels({ quantity: 1, width: 90, height: 60, composition: 2 })).toMatchObject({ ok: true, unitPrice: 8994 });
    expect(panels({ quantity: 1, width: 90, height: 60, composition: 1 })).toMatchObject({ ok: true, unitPrice: 7495 });
  });

  it('has no price for panels without a size of theirs', () => {
    // 5 panels with the 90 x 60 chosen for one panel: not a 5-panel size
    expect(calculatePrice(panelCanvas, context, { quantity: 1, width: 90, height: 60, composition: 3 })).toMatchObject({ ok: false, code: 'size' });
  });
});
