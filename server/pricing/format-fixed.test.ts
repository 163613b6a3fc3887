import { describe, expect, it } from 'vitest';
import { calculatePrice } from './price';
import { context, rug, spatula } from './test-products';

describe('rug format pricing', () => {
  it('uses the price of the chosen format', () => {
    expect(calculatePrice(rug, context, { quantity: 2, rugFormat: 'small' })).toMatchObject({ ok: true, unitPrice: 3995, total: 7990 });
  });

  it('needs a format of the product', () => {
    expect(calculatePrice(rug, context, { quantity: 1 })).toMatchObject({ ok: false, code: 'rugFormat', messageKey: 'rug-format-required' });
    expect(calculatePrice(rug, context, { quantity: 1, rugFormat: 'huge' })).toMatchObject({ ok: false, messageKey: 'rug-format-unknown' });
  });
});

describe('fixed pricing', () => {
  it('has one price whatever the size', () => {
    expect(calculatePrice(spatula, context, { quantity: 3, width: 999, height: 999 })).toMatchObject({ ok: true, unitPrice: 295, total: 885 });
  });

  it('shows the old price only when it is higher', () => {
    const onSale = { ...spatula, pricing: { kind: 'fixed' as const, price: 295, oldPrice: 395 } };
    const raised = { ...spatula, pricing: { kind: 'fixed' as const, price: 295, oldPrice: 195 } };
    expect(calculatePrice(onSale, context, { quantity: 1 })).toMatchObject({ oldUnitPrice: 395 });
    expect(calculatePrice(raised, context, { quantity: 1 })).not.toHaveProperty('oldUnitPrice');
  });
});
