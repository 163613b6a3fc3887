// Cart totals, pure: items total, voucher discount, shipping estimate and grand total, all integer minor units.
import type { ShippingRules, Voucher } from '../catalog/model';
import { estimateShipping, type ShippingEstimate } from './cartShipping';
import { checkVoucher, voucherDiscount, type VoucherRefusal } from './cartVouchers';

export interface TotalsLine {
  unitPrice: number;
  quantity: number;
  productId: number;
}

export interface CartTotals {
  /** Sum of the item lines. */
  total: number;
  discount: number;
  estimatedShippingTotal: number;
  /** total - discount + shipping, never below zero. */
  grandTotal: number;
  /** Sum of quantities (the header badge). */
  count: number;
  shipping: ShippingEstimate;
  /** Why the cart's voucher does not apply right now (e.g. the total fell under its minimum). */
  voucherRefusal?: VoucherRefusal;
}

export interface TotalsInput {
  lines: TotalsLine[];
  voucher?: Voucher;
  shipping: ShippingRules;
  now: Date;
  /** Products whose presence makes standard shipping free (the premium membership). */
  freeShippingProducts?: readonly number[];
}

export const lineTotal = (l: Pick<TotalsLine, 'unitPrice' | 'quantity'>) => l.unitPrice * l.quantity;

export function cartTotals(input: TotalsInput): CartTotals {
  const total = input.lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const count = input.lines.reduce((sum, l) => sum + l.quantity, 0);
  const refusal = input.voucher ? checkVoucher(input.voucher, total, input.now) : undefined;
  const voucher = input.voucher && !refusal ? input.voucher : undefined;
  const discount = voucher ? voucherDiscount(voucher, total) : 0;
  const merchandise = Math.max(0, total - discount);
  const premium = input.lines.some((l) => l.quantity > 0 && input.freeShippingProducts?.includes(l.productId));
  const shipping = estimateShipping(input.shipping, {
    merchandise,
    hasItems: count > 0,
    freeStandard: voucher?.kind === 'free-shipping' || premium,
  });
  return {
    total,
    discount,
    estimatedShippingTotal: shipping.standard,
    grandTotal: Math.max(0, merchandise + shipping.standard),
    count,
    shipping,
    ...(refusal ? { voucherRefusal: refusal } : {}),
  };
}
