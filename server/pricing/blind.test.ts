import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { context, rollerBlind } from './test-products';

const price = (config: Parameters<typeof calculatePrice>[2]) => calculatePrice(rollerBlind, context, config);

describe('blind pricing', () => {
  it('charges base plus price per square metre of width x drop', () => {
    expect(price({ quantity: 1, width: 200, height: 150 })).toMatchObject({ ok: true, unitPrice: 1900 + 13500 });
  });

  it('bills anything under the minimum area as the minimum area', () => {
    expect(price({ quantity: 1, width: 50, height: 50 })).toMatchObject({ ok: true, unitPrice: 1900 + 4500 });
  });

  it('prices a preset size by its width and drop', () => {
    const preset = { ...rollerBlind, sizes: [{ sizeid: 7, name: '200 x 150 cm', width: 200, height: 150 }] };
    expect(calculatePrice(preset, context, { quantity: 1, sizeid: 7 })).toMatchObject({ ok: true, unitPrice: 1900 + 13500 });
    expect(calculatePrice(preset, context, { quantity: 1, sizeid: 8 })).toMatchObject({ ok: false, code: 'size' });
  });

  it('rounds half up once', () => {
    // 1900 + 4500 * 1.111 = 6899.5
    expect(price({ quantity: 1, width: 110, height: 101 })).toMatchObject({ unitPrice: 6900 });
  });

  it('adds the tissue percentage, then the mechanism surcharge on top', () => {
    expect(price({ quantity: 1, width: 200, height: 150, tissue: 62 })).toMatchObject({ unitPrice: 18480 });
    expect(price({ quantity: 1, width: 200, height: 150, tissue: 61, mechanism: 72 })).toMatchObject({ unitPrice: 16900 });
    expect(price({ quantity: 1, width: 200, height: 150, tissue: 62, mechanism: 72 })).toMatchObject({ unitPrice: 19980 });
  });

  it('explains the price line by line', () => {
    const result = price({ quantity: 1, width: 200, height: 150, tissue: 62, mechanism: 72 });
    expect(result.ok && result.breakdown).toEqual([
      { label: 'base', amount: 1900 },
      { label: '3 m2', amount: 13500 },
      { label: 'tissue Blackout', amount: 3080 },
      { label: 'mechanism Spring', amount: 1500 },
    ]);
  });

  it('needs both width and drop length', () => {
    expect(price({ quantity: 1, width: 100 })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-blind-needs-both' });
    expect(price({ quantity: 1, height: 100 })).toMatchObject({ ok: false, code: 'size', messageKey: 'size-blind-needs-both' });
  });

  it('keeps width within 40-250 and drop within 40-300', () => {
    expect(price({ quantity: 1, width: 251, height: 100 })).toMatchObject({ ok: false, messageKey: 'size-width-too-big' });
    expect(price({ quantity: 1, width: 250, height: 301 })).toMatchObject({ ok: false, messageKey: 'size-height-too-big' });
    expect(price({ quantity: 1, width: 39, height: 100 })).toMatchObject({ ok: false, messageKey: 'size-too-small' });
    expect(price({ quantity: 1, width: 250, height: 300 })).toMatchObject({ ok: true });
  });

  it('rejects tissues, mechanisms and drops the product does not offer', () => {
    expect(price({ quantity: 1, width: 100, height: 100, tissue: 63 })).toMatchObject({ ok: false, code: 'tissue' });
    expect(price({ quantity: 1, width: 100, height: 100, mechanism: 73 })).toMatchObject({ ok: false, code: 'mechanism' });
    expect(price({ quantity: 1, width: 100, height: 100, drop: 83 })).toMatchObject({ ok: false, code: 'drop' });
    expect(price({ quantity: 1, width: 100, height: 100, drop: 82 })).toMatchObject({ ok: true });
  });
});
