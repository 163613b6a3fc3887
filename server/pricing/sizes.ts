// Custom sizes on the server: the shared rules (rules/size.ts) applied to a priced request, with the shopper's
// message for each outcome. Lengths are centimetres here (convertUM is undone before pricing).
import type { SizeLimits } from '../catalog/model';
import { roundLengthCm, sizeAlert, sizeAlertMessageKey, upperSizeWarning } from '../../rules/size';
import { priceError, type Message, type PriceError } from './types';

export interface CheckedSize {
  ok: true;
  width: number;
  height: number;
  /** Present when the size was corrected by rounding. */
  notice?: Message;
  /** Upper-size warning (both sides above upperThreshold): not an error. */
  warning?: Message;
}

/** The parameters every size message may show ({unit} is always cm on the server). */
function sizeMessageParams(limits: SizeLimits) {
  return { minWidth: limits.minWidth, minHeight: limits.minHeight, maxWidth: limits.maxWidth, maxHeight: limits.maxHeight, unit: 'cm' };
}

/** Checks a size against the limits; the error carries the alert's message key. */
export function sizeLimitError(width: number, height: number, limits: SizeLimits): PriceError | undefined {
  const alert = sizeAlert(width, height, limits);
  return alert && priceError('size', sizeAlertMessageKey(alert), sizeMessageParams(limits));
}

/** Rounds a custom size (the product's step, then 5 cm when it asks) and validates it against its limits. */
export function checkCustomSize(width: number, height: number, limits: SizeLimits): CheckedSize | PriceError {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return priceError('size', 'size-invalid', {});
  }
  const w = roundLengthCm(width, limits);
  const h = roundLengthCm(height, limits);
  const error = sizeLimitError(w, h, limits);
  if (error) return error;
  const result: CheckedSize = { ok: true, width: w, height: h };
  if (w !== width || h !== height) {
    const key = limits.roundTo5cm ? 'size-rounded-5cm' : 'size-rounded-step';
    result.notice = { messageKey: key, params: { width: w, height: h, unit: 'cm' } };
  }
  if (upperSizeWarning(w, h, limits)) {
    result.warning = { messageKey: 'size-upper-warning', params: { threshold: limits.upperThreshold!, unit: 'cm' } };
  }
  return result;
}
