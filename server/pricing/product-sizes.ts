// Per-product size calls: calculate-custom-height (percentage-size products) and check-max-size.
import type { Product } from '../catalog/model';
import { roundHalfUp } from './money';
import { checkCustomSize } from './sizes';
import type { PricingMessageKey } from './messages';
import { priceError, type MessageParams, type PriceError } from './types';

export type HeightResult = { ok: true; height: number } | PriceError;

/** height = width * heightRatio, rounded half up to one decimal; an error without a ratio or with a width out of range. */
export function calculateCustomHeight(product: Product, width: number): HeightResult {
  const ratio = product.heightRatio;
  if (ratio === undefined || !(ratio > 0)) return priceError('size', 'height-no-ratio', {});
  if (!Number.isFinite(width) || width <= 0) return priceError('size', 'size-invalid', {});
  const limits = product.customSize;
  if (limits && (width < limits.minWidth || width > limits.maxWidth)) {
    return priceError('size', 'height-width-out-of-range', { minWidth: limits.minWidth, maxWidth: limits.maxWidth });
  }
  return { ok: true, height: roundHalfUp(width * ratio * 10) / 10 };
}

export interface MaxSizeCheck {
  sizeOk: boolean;
  /** The alert (sizeOk false) or the upper-size warning (sizeOk true); absent when there is nothing to say. */
  messageKey?: PricingMessageKey;
  params?: MessageParams;
}

/** Checks a custom width and height against the product's limits, after rounding, as the server does on blur. */
export function checkMaxSize(product: Product, width: number, height: number): MaxSizeCheck {
  if (!product.customSize) return { sizeOk: false, messageKey: 'size-not-custom', params: {} };
  const checked = checkCustomSize(width, height, product.customSize);
  if (!checked.ok) return { sizeOk: false, messageKey: checked.messageKey, params: checked.params };
  return checked.warning ? { sizeOk: true, ...checked.warning } : { sizeOk: true };
}
