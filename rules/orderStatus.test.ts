import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, TRACKING_NUMBER, canMoveTo, nextStatuses } from './orderStatus';

describe('order statuses', () => {
  it('goes awaiting payment -> paid -> in production -> shipped, one step at a time', () => {
    expect(canMoveTo('awaiting-payment', 'paid')).toBe(true);
    expect(canMoveTo('paid', 'in-production')).toBe(true);
    expect(canMoveTo('in-production', 'shipped')).toBe(true);
    expect(canMoveTo('awaiting-payment', 'shipped')).toBe(false);
    expect(canMoveTo('paid', 'awaiting-payment')).toBe(false);
  });
  it('cancels anything not yet shipped, and nothing leaves shipped or cancelled', () => {
    for (const s of ['awaiting-payment', 'paid', 'in-production'] as const) expect(canMoveTo(s, 'cancelled')).toBe(true);
    expect(nextStatuses('shipped')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    for (const s of ORDER_STATUSES) expect(canMoveTo(s, s)).toBe(false);
  });
  it('takes a tracking number of printable characters, not blank or padded', () => {
    expect(TRACKING_NUMBER.test('1Z 999 AA1 01 2345 6784')).toBe(true);
    expect(TRACKING_NUMBER.test('')).toBe(false);
    expect(TRACKING_NUMBER.test(' 12')).toBe(false);
    expect(TRACKING_NUMBER.test('a\nb')).toBe(false);
    expect(TRACKING_NUMBER.test('x'.repeat(101))).toBe(false);
  });
});
