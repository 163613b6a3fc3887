import { describe, expect, it } from 'vitest';
import { cartTotals } from './cartTotals';

const shipping = { standard: 495, express: 995, freeShippingFrom: 6000, expressFreeShippingFrom: 12000 };
const now = new Date('2026-11-23T12:00:00Z');
const line = (unitPrice: number, quantity: number, productId = 1) => ({ unitPrice, quantity, productId });

describe('cartTotals', () => {
  it('adds the lines, counts the quantities and adds shipping below the threshold', () => {
    const t = cartTotals({ lines: [line(1000, 2), line(495, 1)], shipping, now });
    expect(t).toMatchObject({ total: 2495, count: 3, discount: 0, estimatedShippingTotal: 495, grandTotal: 2990 });
  });
  it('an empty cart totals zero everywhere', () => {
    expect(cartTotals({ lines: [], shipping, now })).toMatchObject({ total: 0, count: 0, estimatedShippingTotal: 0, grandTotal: 0 });
  });
  it('a percentage voucher is taken off before the free-shipping threshold is compared', () => {
    const t = cartTotals({ lines: [line(6000, 1)], voucher: { code: 'W', kind: 'percent', value: 10 }, shipping, now });
    expect(t).toMatchObject({ total: 6000, discount: 600, estimatedShippingTotal: 495, grandTotal: 5400 + 495 });
  });
  it('a fixed voucher never takes the grand total below zero', () => {
    const t = cartTotals({ lines: [line(300, 1)], voucher: { code: 'F', kind: 'fixed', value: 500 }, shipping, now });
    expect(t.discount).toBe(300);
    expect(t.grandTotal).toBe(495);
    expect(t.grandTotal).toBeGreaterThanOrEqual(0);
  });
  it('a free-shipping voucher removes the shipping, not the items', () => {
    const t = cartTotals({ lines: [line(3000, 1)], voucher: { code: 'S', kind: 'free-shipping', value: 0, minimumTotal: 2500 }, shipping, now });
    expect(t).toMatchObject({ discount: 0, estimatedShippingTotal: 0, grandTotal: 3000 });
  });
  it('a voucher whose minimum is no longer met stops applying and says why', () => {
    const t = cartTotals({ lines: [line(2000, 1)], voucher: { code: 'F', kind: 'fixed', value: 500, minimumTotal: 3000 }, shipping, now });
    expect(t.discount).toBe(0);
    expect(t.voucherRefusal).toEqual({ reason: 'voucher-minimum', minimum: 3000 });
  });
  it('a premium membership in the cart makes standard shipping free', () => {
    const t = cartTotals({ lines: [line(1000, 1), line(995, 1, 1021)], shipping, now, freeShippingProducts: [1021] });
    expect(t.estimatedShippingTotal).toBe(0);
  });
});
