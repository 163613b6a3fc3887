// Voucher rules, pure: how a typed code is read, whether a voucher applies to a cart, and what it takes off.
import type { Voucher } from '../catalog/model';
import { roundHalfUp } from '../pricing';

/**
 * The code as the shop stores it, or undefined when it holds anything but ASCII letters, digits, '-' and '_' after
 * NFKC normalisation. NFKC folds compatibility forms (full-width "ＷＥＬＣＯＭＥ１０" is WELCOME10) but never turns a
 * Cyrillic "Е" or a Greek "Ο" into Latin, and zero-width characters survive it: those codes are refused, never
 * matched by a look-alike. Upper-casing happens only after the ASCII check (so "ı" can never become "I").
 */
export function normaliseVoucherCode(input: string): string | undefined {
  const code = input.normalize('NFKC').trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return undefined;
  return code.toUpperCase();
}

export type VoucherRefusal =
  | { reason: 'voucher-characters' }
  | { reason: 'voucher-unknown' }
  | { reason: 'voucher-not-yet-valid'; date: string }
  | { reason: 'voucher-expired'; date: string }
  | { reason: 'voucher-expired-at'; date: string; time: string }
  | { reason: 'voucher-minimum'; minimum: number }
  | { reason: 'voucher-empty-cart' }
  | { reason: 'voucher-already-applied' };

/** Why a voucher's use limits refuse it to a cart (use limits are checked when applying, not when a cart is read). */
export type VoucherUseRefusal =
  | { reason: 'voucher-single-use-used' }
  | { reason: 'voucher-used-up'; max: number }
  | { reason: 'voucher-once-per-cart' }
  | { reason: 'voucher-cart-limit'; max: number };

/** ISO date (YYYY-MM-DD, UTC) of an instant. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** Whether the voucher's dates allow it today: validFrom and validTo are inclusive UTC days. */
export function checkVoucherDates(voucher: Voucher, now: Date): VoucherRefusal | undefined {
  const today = isoDay(now);
  if (voucher.validFrom && today < voucher.validFrom.slice(0, 10)) return { reason: 'voucher-not-yet-valid', date: voucher.validFrom.slice(0, 10) };
  if (voucher.validTo && today > voucher.validTo.slice(0, 10)) return { reason: 'voucher-expired', date: voucher.validTo.slice(0, 10) };
  if (voucher.expiresAt && now.getTime() >= Date.parse(voucher.expiresAt)) {
    const at = new Date(voucher.expiresAt).toISOString();
    return { reason: 'voucher-expired-at', date: at.slice(0, 10), time: at.slice(11, 16) };
  }
  return undefined;
}

/**
 * Whether the voucher's use limits leave a use for this cart: `uses` in all so far, `cartUses` by this cart. The
 * answer words the refusal; the redemption itself counts atomically (CartVoucherRepository.redeem), so a limit reached
 * between this check and the write is still refused.
 */
export function checkVoucherUses(voucher: Voucher, uses: number, cartUses: number): VoucherUseRefusal | undefined {
  if (voucher.maxUsesPerCart !== undefined && cartUses >= voucher.maxUsesPerCart) {
    return voucher.maxUsesPerCart === 1 ? { reason: 'voucher-once-per-cart' } : { reason: 'voucher-cart-limit', max: voucher.maxUsesPerCart };
  }
  if (voucher.maxUses !== undefined && uses >= voucher.maxUses) return usedUp(voucher.maxUses);
  return undefined;
}

/** The refusal of a voucher whose every use is taken. */
export const usedUp = (maxUses: number): VoucherUseRefusal =>
  maxUses === 1 ? { reason: 'voucher-single-use-used' } : { reason: 'voucher-used-up', max: maxUses };

/** Whether the voucher applies to a cart whose items total `itemsTotal` (minor units) today. */
export function checkVoucher(voucher: Voucher, itemsTotal: number, now: Date): VoucherRefusal | undefined {
  const dates = checkVoucherDates(voucher, now);
  if (dates) return dates;
  if (itemsTotal <= 0) return { reason: 'voucher-empty-cart' };
  if (voucher.minimumTotal && itemsTotal < voucher.minimumTotal) return { reason: 'voucher-minimum', minimum: voucher.minimumTotal };
  return undefined;
}

/** The amount taken off the items: a percentage (rounded half up) or a fixed amount, never more than the items. */
export function voucherDiscount(voucher: Voucher, itemsTotal: number): number {
  if (itemsTotal <= 0) return 0;
  if (voucher.kind === 'percent') return Math.min(itemsTotal, roundHalfUp((itemsTotal * Math.min(Math.max(voucher.value, 0), 100)) / 100));
  if (voucher.kind === 'fixed') return Math.min(itemsTotal, Math.max(voucher.value, 0));
  return 0;
}
