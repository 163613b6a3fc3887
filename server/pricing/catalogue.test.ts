import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { canvas, context } from './test-products';

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
});
