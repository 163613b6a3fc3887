// Custom size rules (SPEC.md section 5): limits, upper-size warning, step rounding and rounding to 5 cm.
import type { SizeLimits } from '../catalog/model';
import { priceError, type Message, type PriceError } from './types';

/** Centimetres per inch. */
export const INCH_TO_CM = 2.54;
/** Sizes round to the nearest multiple of this many centimetres. */
export const SIZE_ROUNDING_CM = 5;

export type LengthUnit = 'cm' | 'in';

export function inchesToCm(inches: number): number {
  return inches * INCH_TO_CM;
}

export function cmToInches(cm: number): number {
  return cm / INCH_TO_CM;
}

/**
 * Rounds a length to the nearest multiple of 5 cm. With unit 'in' the value is converted to centimetres (x 2.54),
 * rounded, and converted back to inches (two decimals), so the result is in the unit it was given in.
 */
export function roundToNearest5cm(value: number, unit: LengthUnit = 'cm'): number {
  const cm = unit === 'in' ? inchesToCm(value) : value;
  const rounded = Math.max(SIZE_ROUNDING_CM, Math.round(cm / SIZE_ROUNDING_CM) * SIZE_ROUNDING_CM);
  return unit === 'in' ? Math.round(cmToInches(rounded) * 100) / 100 : rounded;
}

/** Rounds a length up to the next multiple of step (a value already on a multiple stays). */
export function roundUpToStep(value: number, step: number): number {
  if (!(step > 0)) return value;
  const ratio = Math.round((value / step) * 1e9) / 1e9;
  return Math.ceil(ratio) * step;
}

export interface CheckedSize {
  ok: true;
  width: number;
  height: number;
  /** Present when the size was corrected by rounding. */
  notice?: Message;
  /** Upper-size warning (both sides above upperThreshold): not an error. */
  warning?: Message;
}

function limitParams(limits: SizeLimits) {
  return {
    minWidth: limits.minWidth,
    minHeight: limits.minHeight,
    maxWidth: limits.maxWidth,
    maxHeight: limits.maxHeight,
  };
}

/** Checks a rounded size against the limits; the error carries the alert's message key. */
export function sizeLimitError(width: number, height: number, limits: SizeLimits): PriceError | undefined {
  const params = limitParams(limits);
  if (width < limits.minWidth || height < limits.minHeight) return priceError('size', 'size-too-small', params);
  const wide = width > limits.maxWidth;
  const tall = height > limits.maxHeight;
  if (wide && tall) return priceError('size', 'size-too-big', params);
  if (wide) return priceError('size', 'size-width-too-big', params);
  if (tall) return priceError('size', 'size-height-too-big', params);
  return undefined;
}

/** Rounds a custom size (step first, then 5 cm when the product asks) and validates it against its limits. */
export function checkCustomSize(width: number, height: number, limits: SizeLimits): CheckedSize | PriceError {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return priceError('size', 'size-invalid', {});
  }
  let w = width;
  let h = height;
  if (limits.step) {
    w = roundUpToStep(w, limits.step);
    h = roundUpToStep(h, limits.step);
  }
  if (limits.roundTo5cm) {
    w = roundToNearest5cm(w);
    h = roundToNearest5cm(h);
  }
  const error = sizeLimitError(w, h, limits);
  if (error) return error;
  const result: CheckedSize = { ok: true, width: w, height: h };
  if (w !== width || h !== height) {
    const key = limits.roundTo5cm ? 'size-rounded-5cm' : 'size-rounded-step';
    result.notice = { messageKey: key, params: { width: w, height: h } };
  }
  const threshold = limits.upperThreshold;
  if (threshold !== undefined && w > threshold && h > threshold) {
    result.warning = { messageKey: 'size-upper-warning', params: { threshold } };
  }
  return result;
}
