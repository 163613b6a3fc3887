import { describe, expect, it } from 'vitest';
import type { CartView } from '../../../contract/cart';
import { parsePageFlags } from './pageFlags';
import { readCartCount, saveCartCount } from './storage';
import { itemCountLabel, shippingProgress, withQuantityAnswer } from './totals';

const progress = (threshold: number, remaining: number) => ({
  threshold,
  formattedThreshold: `€${threshold / 100}`,
  remaining,
  formattedRemaining: `€${(remaining / 100).toFixed(2)}`,
  reached: remaining === 0,
});

describe('free-shipping progress', () => {
  it('shows how far the cart is and what is left to spend', () => {
    expect(shippingProgress(progress(4900, 2450))).toEqual({ percent: 50, reached: false, message: 'Spend €24.50 more for free shipping' });
    expect(shippingProgress(progress(4900, 4900)).percent).toBe(0);
  });
  it('never shows 100 % before the threshold is reached', () => {
    expect(shippingProgress(progress(4900, 1)).percent).toBe(99);
  });
  it('is full once reached', () => {
    expect(shippingProgress(progress(4900, 0), 'free express shipping')).toEqual({ percent: 100, reached: true, message: 'You have free express shipping' });
  });
});

describe('withQuantityAnswer', () => {
  it('takes the server quantity, line total and cart totals', () => {
    const view = {
      items: [{ id: 7, quantity: 1, totalPrice: 1000, formattedTotalPrice: '€10.00' }],
      count: 1,
      total: 1000,
      estimatedShippingTotal: 495,
      grandTotal: 1495,
      discount: 0,
      currency: 'EUR',
      formatted: { total: '€10.00', estimatedShippingTotal: '€4.95', grandTotal: '€14.95', discount: '€0.00' },
      freeShipping: progress(4900, 3900),
    } as unknown as CartView;
    const next = withQuantityAnswer(view, 7, {
      count: 3,
      total: 3000,
      estimatedShippingTotal: 495,
      grandTotal: 3495,
      discount: 0,
      currency: 'EUR',
      formatted: { total: '€30.00', estimatedShippingTotal: '€4.95', grandTotal: '€34.95', discount: '€0.00' },
      freeShipping: progress(4900, 1900),
      quantity: 3,
      priceTotalArticle: 3000,
      formattedPriceTotalArticle: '€30.00',
    });
    expect(next.items[0]).toMatchObject({ quantity: 3, totalPrice: 3000, formattedTotalPrice: '€30.00' });
    expect(next).toMatchObject({ count: 3, grandTotal: 3495 });
    expect(next.formatted.grandTotal).toBe('€34.95');
    // the free-shipping banner moves with the totals
    expect(shippingProgress(next.freeShipping).message).toBe('Spend €19.00 more for free shipping');
    // the view shown until then is left as it was
    expect(view).toMatchObject({ count: 1, items: [{ quantity: 1 }] });
  });
});

describe('small helpers', () => {
  it('label counts', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(0)).toBe('0 items');
  });
  it('read the page flags: new layout unless asked, control2 status as a number', () => {
    expect(parsePageFlags({})).toEqual({ renderNewCart: true, control2Status: undefined });
    expect(parsePageFlags({ renderNewCart: '0', control2Status: '1' })).toEqual({ renderNewCart: false, control2Status: 1 });
    expect(parsePageFlags({ renderNewCart: 'old', control2Status: 'x' })).toEqual({ renderNewCart: false, control2Status: undefined });
  });
  it('keep the cart count in local storage', () => {
    const m = new Map<string, string>();
    const store = { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
    expect(readCartCount(store)).toBe(0);
    saveCartCount(4, store);
    expect(readCartCount(store)).toBe(4);
    m.set('atelier:cartCount', 'NaN');
    expect(readCartCount(store)).toBe(0);
  });
});
