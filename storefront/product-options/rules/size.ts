// Size rules of SPEC.md sections 4, 5 and 9: custom size alerts, rounding, and when a price may be requested.
// Pure functions: no React, no fetch; the options store and the panel call them.
import type { ProductDetail } from '../../../contract/catalog';

/** A product's custom size limits, as the catalogue call answers them. */
export type SizeLimits = NonNullable<ProductDetail['customSize']>;

/** Size rounding step (cm) and the inch factor of SPEC.md section 9. */
export const ROUNDING_STEP_CM = 5;
export const INCH_FACTOR = 2.54;

export type SizeAlert = 'too-small' | 'too-big' | 'width' | 'height';
export type LengthUnit = 'cm' | 'in';

/**
 * A typed length in centimetres. Inches convert by 2.54 to 0.1 cm: the server's own convertUM rule
 * (server/services/priceConfiguration.ts lengthFromInches), so an alert here is the alert the server would give.
 */
export function lengthInCm(value: number | undefined, unit: LengthUnit): number | undefined {
  if (value === undefined || unit === 'cm') return value;
  return Math.round(value * INCH_FACTOR * 10) / 10;
}

/** A length in centimetres shown in the shopper's unit (inches to two decimals). */
export function lengthInUnit(cm: number, unit: LengthUnit): number {
  return unit === 'cm' ? cm : Math.round((cm / INCH_FACTOR) * 100) / 100;
}

/** The limits in the shopper's unit, for the alert texts and the field placeholders. */
export function limitsInUnit(limits: SizeLimits, unit: LengthUnit): SizeLimits {
  if (unit === 'cm') return limits;
  const u = (v: number) => lengthInUnit(v, unit);
  return { ...limits, minWidth: u(limits.minWidth), minHeight: u(limits.minHeight), maxWidth: u(limits.maxWidth), maxHeight: u(limits.maxHeight) };
}

/** Parses what the shopper typed in a size field: a positive number (comma or dot decimals) or undefined. */
export function parseLength(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 && Number.isFinite(n) ? n : undefined;
}

/**
 * The alert for a custom width/height (SPEC.md section 5): below the minimum of either field -> too small; both above
 * their maximums -> too big; only the width -> width; only the height -> height. Undefined when the size is fine or
 * not complete.
 */
export function sizeAlert(width: number | undefined, height: number | undefined, limits: SizeLimits): SizeAlert | undefined {
  if ((width !== undefined && width < limits.minWidth) || (height !== undefined && height < limits.minHeight)) return 'too-small';
  const wideBig = width !== undefined && width > limits.maxWidth;
  const highBig = height !== undefined && height > limits.maxHeight;
  if (wideBig && highBig) return 'too-big';
  if (wideBig) return 'width';
  if (highBig) return 'height';
  return undefined;
}

/** Upper-size warning: both width and height exceed the upper threshold (a warning, the price is still asked). */
export function upperSizeWarning(width: number | undefined, height: number | undefined, limits: SizeLimits): boolean {
  const t = limits.upperThreshold;
  return t !== undefined && width !== undefined && height !== undefined && width > t && height > t;
}

/** Shopper-readable alert texts (the page data of the original shop carries them; these are the shop's defaults). */
export function sizeAlertText(alert: SizeAlert, limits: SizeLimits, unit = 'cm'): string {
  switch (alert) {
    case 'too-small':
      return `This size is too small: the minimum is ${limits.minWidth} x ${limits.minHeight} ${unit}.`;
    case 'too-big':
      return `This size is too big: the maximum is ${limits.maxWidth} x ${limits.maxHeight} ${unit}.`;
    case 'width':
      return `The width is too big: the maximum width is ${limits.maxWidth} ${unit}.`;
    case 'height':
      return `The height is too big: the maximum height is ${limits.maxHeight} ${unit}.`;
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Rounds UP to the next multiple of `step` (values entered in multiples). */
export function roundUpToStep(value: number, step: number): number {
  if (!(step > 0)) return value;
  // Tolerate floating noise: 30.0000001 stays 30 with step 10.
  return round2(Math.ceil(round2(value / step) - 1e-9) * step);
}

/** Rounds to the nearest multiple of 5 cm; in inches the value is converted by 2.54 first and back after. */
export function roundTo5cm(value: number, unit: 'cm' | 'in' = 'cm'): number {
  const cm = unit === 'in' ? value * INCH_FACTOR : value;
  const rounded = Math.max(ROUNDING_STEP_CM, Math.round(cm / ROUNDING_STEP_CM) * ROUNDING_STEP_CM);
  return unit === 'in' ? round2(rounded / INCH_FACTOR) : rounded;
}

export interface RoundedSize {
  width?: number;
  height?: number;
  /** Set when a value changed: "Your size has been rounded to 60 x 45 cm." */
  notice?: string;
}

/**
 * Applies the product's rounding rule (step first, else 5 cm) to a custom size, with a notice when it changed. In
 * inches the step applies to the size in centimetres, and the result is given back in inches.
 */
export function roundCustomSize(width: number | undefined, height: number | undefined, limits: SizeLimits, unit: LengthUnit = 'cm'): RoundedSize {
  const step = limits.step;
  const stepRule = (v: number) => (unit === 'cm' ? roundUpToStep(v, step!) : stepInInches(v, step!));
  const rule = step ? stepRule : limits.roundTo5cm ? (v: number) => roundTo5cm(v, unit) : undefined;
  if (!rule) return { width, height };
  const w = width === undefined ? undefined : rule(width);
  const h = height === undefined ? undefined : rule(height);
  const changed = w !== width || h !== height;
  if (!changed) return { width: w, height: h };
  const shown = [w, h].filter((v) => v !== undefined).join(' x ');
  return { width: w, height: h, notice: `Your size has been rounded to ${shown} ${unit}.` };
}

/** Rounds an inch length up to a step of centimetres; a length already on a step (to 0.1 cm) stays as typed. */
function stepInInches(inches: number, step: number): number {
  const cm = lengthInCm(inches, 'in')!;
  const rounded = roundUpToStep(cm, step);
  return rounded === cm ? inches : lengthInUnit(rounded, 'in');
}

export interface PriceableSize {
  /** A preset (catalogue) size is chosen. */
  presetChosen: boolean;
  width?: number;
  height?: number;
  /** The product has no size at all (packs, formats, clothing only). */
  sizeless: boolean;
  isBlind: boolean;
  alert?: SizeAlert;
}

/**
 * Whether a price may be requested for the size part of the configuration: a preset, or a complete custom size without
 * an alert. Blinds need both width and height; others need at least a width (percentage products compute the height).
 */
export function sizeAllowsPrice(s: PriceableSize): boolean {
  if (s.sizeless || s.presetChosen) return true;
  if (s.alert) return false;
  if (s.isBlind) return s.width !== undefined && s.height !== undefined;
  return s.width !== undefined && s.height !== undefined;
}
