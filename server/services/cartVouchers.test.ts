import { describe, expect, it } from 'vitest';
import type { Voucher } from '../catalog/model';
import { checkVoucher, checkVoucherUses, normaliseVoucherCode, voucherDiscount } from './cartVouchers';

const today = new Date('2026-11-23T12:00:00Z');

describe('normaliseVoucherCode', () => {
  it('upper-cases and trims a plain code', () => {
    expect(normaliseVoucherCode('  welcome10 ')).toBe('WELCOME10');
  });
  it('folds full-width compatibility characters (NFKC)', () => {
    expect(normaliseVoucherCode('ＷＥＬＣＯＭＥ１０')).toBe('WELCOME10');
  });
  it.each([
    ['Cyrillic E', 'W\u0415LCOME10'],
    ['Greek Omicron', 'WELC\u039fME10'],
    ['dotless i (upper-cases to I)', 'h\u0131me15'],
    ['zero-width space', 'WELCOME\u200b10'],
    ['right-to-left override', '\u202eWELCOME10'],
    ['a space inside', 'WELCOME 10'],
  ])('refuses look-alikes and invisible characters: %s', (_name, code) => {
    expect(normaliseVoucherCode(code)).toBeUndefined();
  });
});

describe('checkVoucher', () => {
  const percent: Voucher = { code: 'P', kind: 'percent', value: 10 };
  it('accepts a voucher without limits on a cart with items', () => {
    expect(checkVoucher(percent, 100, today)).toBeUndefined();
  });
  it('refuses an empty cart', () => {
    expect(checkVoucher(percent, 0, today)).toEqual({ reason: 'voucher-empty-cart' });
  });
  it('refuses below the minimum total and accepts exactly at it', () => {
    const v: Voucher = { code: 'F', kind: 'fixed', value: 500, minimumTotal: 3000 };
    expect(checkVoucher(v, 2999, today)).toEqual({ reason: 'voucher-minimum', minimum: 3000 });
    expect(checkVoucher(v, 3000, today)).toBeUndefined();
  });
  it('validity dates are inclusive UTC days', () => {
    const v: Voucher = { code: 'D', kind: 'percent', value: 5, validFrom: '2026-11-23', validTo: '2026-11-23' };
    expect(checkVoucher(v, 100, today)).toBeUndefined();
    expect(checkVoucher(v, 100, new Date('2026-11-22T23:59:59Z'))).toEqual({ reason: 'voucher-not-yet-valid', date: '2026-11-23' });
    expect(checkVoucher(v, 100, new Date('2026-11-24T00:00:00Z'))).toEqual({ reason: 'voucher-expired', date: '2026-11-23' });
  });
  it('an exact expiry stops the voucher at its instant, and says when', () => {
    const v: Voucher = { code: 'X', kind: 'percent', value: 30, expiresAt: '2026-11-23T18:00:00Z' };
    expect(checkVoucher(v, 100, new Date('2026-11-23T17:59:59.999Z'))).toBeUndefined();
    expect(checkVoucher(v, 100, new Date('2026-11-23T18:00:00Z'))).toEqual({ reason: 'voucher-expired-at', date: '2026-11-23', time: '18:00' });
  });
});

describe('checkVoucherUses', () => {
  const v: Voucher = { code: 'U', kind: 'percent', value: 5 };
  it('no limits: always a use left', () => {
    expect(checkVoucherUses(v, 1_000_000, 50)).toBeUndefined();
  });
  it('single use, a total and a per-cart limit each have their own refusal', () => {
    expect(checkVoucherUses({ ...v, maxUses: 1 }, 0, 0)).toBeUndefined();
    expect(checkVoucherUses({ ...v, maxUses: 1 }, 1, 0)).toEqual({ reason: 'voucher-single-use-used' });
    expect(checkVoucherUses({ ...v, maxUses: 100 }, 99, 0)).toBeUndefined();
    expect(checkVoucherUses({ ...v, maxUses: 100 }, 100, 0)).toEqual({ reason: 'voucher-used-up', max: 100 });
    expect(checkVoucherUses({ ...v, maxUsesPerCart: 1 }, 5, 1)).toEqual({ reason: 'voucher-once-per-cart' });
    expect(checkVoucherUses({ ...v, maxUsesPerCart: 3 }, 5, 2)).toBeUndefined();
    expect(checkVoucherUses({ ...v, maxUsesPerCart: 3 }, 5, 3)).toEqual({ reason: 'voucher-cart-limit', max: 3 });
  });
});

describe('voucherDiscount', () => {
  it('takes a percentage rounded half up', () => {
    expect(voucherDiscount({ code: 'P', kind: 'percent', value: 10 }, 995)).toBe(100); // 99.5 -> 100
    expect(voucherDiscount({ code: 'P', kind: 'percent', value: 15 }, 1000)).toBe(150);
  });
  it('never takes more than the items total', () => {
    expect(voucherDiscount({ code: 'F', kind: 'fixed', value: 500 }, 300)).toBe(300);
    expect(voucherDiscount({ code: 'P', kind: 'percent', value: 150 }, 300)).toBe(300);
  });
  it('free shipping takes nothing off the items', () => {
    expect(voucherDiscount({ code: 'S', kind: 'free-shipping', value: 0 }, 3000)).toBe(0);
  });
});
