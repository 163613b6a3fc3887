// Shipping estimate, pure: standard shipping unless the order reaches the free-shipping threshold (or a voucher or
// a premium membership in the cart makes it free); the free-express threshold is reported beside it.
import type { ShippingRules } from '../catalog/model';

export interface ShippingEstimate {
  /** Standard shipping the cart pays now, minor units. */
  standard: number;
  /** Progress towards free standard shipping. */
  free: ThresholdProgress;
  /** Progress towards free express shipping. */
  freeExpress: ThresholdProgress;
}

export interface ThresholdProgress {
  threshold: number;
  remaining: number;
  reached: boolean;
}

export interface ShippingInput {
  /** Items total after the voucher discount, minor units. */
  merchandise: number;
  /** Whether the cart holds anything that ships (an empty cart ships nothing). */
  hasItems: boolean;
  /** A free-shipping voucher or a premium membership. */
  freeStandard: boolean;
}

function progress(amount: number, threshold: number): ThresholdProgress {
  const remaining = Math.max(0, threshold - amount);
  return { threshold, remaining, reached: remaining === 0 };
}

export function estimateShipping(rules: ShippingRules, input: ShippingInput): ShippingEstimate {
  // A premium membership or a free-shipping voucher has already earned it: the banner says so, as the summary does.
  const free =
    input.freeStandard && input.hasItems
      ? { threshold: rules.freeShippingFrom, remaining: 0, reached: true }
      : progress(input.merchandise, rules.freeShippingFrom);
  const freeExpress = progress(input.merchandise, rules.expressFreeShippingFrom);
  const standard = !input.hasItems || input.freeStandard || free.reached ? 0 : rules.standard;
  return { standard, free, freeExpress };
}
