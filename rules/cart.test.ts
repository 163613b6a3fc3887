import { describe, expect, it } from 'vitest';
import { MAX_CART_COUNT, MAX_CART_LINES, MAX_CART_TOTAL, cartCapRefusal } from './cart';
import { MAX_MONEY } from './money';
import { MAX_QUANTITY } from './quantity';

describe('cart caps', () => {
  const line = (unitPrice: number, quantity = 1) => ({ unitPrice, quantity });

  it('a cart at the caps still fits the contract: count, items total and a grand total with shipping', () => {
    expect(MAX_CART_COUNT).toBe(MAX_CART_LINES * MAX_QUANTITY);
    expect(MAX_CART_TOTAL + 1_000_000).toBeLessThanOrEqual(MAX_MONEY);
  });

  it('refuses a line past the line cap, counting linked lines, and a total past the money cap', () => {
    const full = Array.from({ length: MAX_CART_LINES - 1 }, () => line(100));
    expect(cartCapRefusal(full, [line(100)])).toBeUndefined();
    expect(cartCapRefusal(full, [line(100), line(0)])).toBe('cart-full');
    expect(cartCapRefusal([line(MAX_CART_TOTAL - 10)], [line(5, 2)])).toBeUndefined();
    expect(cartCapRefusal([line(MAX_CART_TOTAL - 10)], [line(11)])).toBe('cart-total-too-large');
  });

  it('a replaced line gives its place and its amount back', () => {
    const big = line(Math.floor(MAX_CART_TOTAL / 2) - 1, 2);
    expect(cartCapRefusal([big], [line(MAX_CART_TOTAL)], [big])).toBeUndefined();
    expect(cartCapRefusal([big, line(1)], [line(MAX_CART_TOTAL)], [big])).toBe('cart-total-too-large');
  });
});
