// Custom size rules of SPEC.md sections 5 and 9, in one place for the server, the storefront and the designer:
// the alerts (one vocabulary), the upper-size warning, rounding to a step or to 5 cm, and inches (factor 2.54).

/** Centimetres per inch. */
export const INCH_FACTOR = 2.54;
/** Sizes of products that ask for it round to the nearest multiple of this many centimetres. */
export const SIZE_ROUNDING_CM = 5;

/** The longest length any call or document takes: 100 m (a typo guard, far above every product's maximum). */
export const MAX_LENGTH_CM = 10_000;

export type LengthUnit = 'cm' | 'in';

/** A product's custom size limits, in centimetres (the catalogue's and the contract's shape). */
export interface SizeLimits {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
  /** Upper-size warning when both sides exceed it. */
  upperThreshold?: number;
  /** Lengths round up to the next multiple of this step. */
  step?: number;
  /** Lengths round to the nearest multiple of 5 cm. */
  roundTo5cm?: boolean;
}

/**
 * The alerts of a custom size: not a positive number (what was typed: letters, 0, -5; the page's alone, the server
 * refuses such a payload outright); below the minimum of either side; both sides above their maximums; only the
 * width; only the height. The server's message key of each is `size-<alert>`.
 */
export const SIZE_ALERTS = ['invalid', 'too-small', 'too-big', 'width-too-big', 'height-too-big'] as const;
export type SizeAlert = (typeof SIZE_ALERTS)[number];

/** Every size message the shopper may read, by the server's message key (alerts, warning, rounding notices). */
export const SIZE_MESSAGE_KEYS = [
  'size-invalid',
  'size-too-small',
  'size-too-big',
  'size-width-too-big',
  'size-height-too-big',
  'size-upper-warning',
  'size-rounded-step',
  'size-rounded-5cm',
  /** A percentage-size product rounds its width only (the server computes the height). */
  'size-rounded-width',
] as const;
export type SizeMessageKey = (typeof SIZE_MESSAGE_KEYS)[number];

export const sizeAlertMessageKey = (alert: SizeAlert): SizeMessageKey => `size-${alert}`;

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** A length typed in `unit`, in centimetres: inches convert by 2.54 to 0.1 cm (the server's convertUM rule). */
export function lengthInCm(value: number, unit: LengthUnit): number;
export function lengthInCm(value: number | undefined, unit: LengthUnit): number | undefined;
export function lengthInCm(value: number | undefined, unit: LengthUnit): number | undefined {
  if (value === undefined || unit === 'cm') return value;
  return Math.round(value * INCH_FACTOR * 10) / 10;
}

/** A length in centimetres shown in `unit` (inches to two decimals). */
export function lengthInUnit(cm: number, unit: LengthUnit): number {
  return unit === 'cm' ? cm : round2(cm / INCH_FACTOR);
}

/** The limits in the shopper's unit, for alert texts and field placeholders. */
export function limitsInUnit<L extends SizeLimits>(limits: L, unit: LengthUnit): L {
  if (unit === 'cm') return limits;
  const u = (v: number) => lengthInUnit(v, unit);
  return { ...limits, minWidth: u(limits.minWidth), minHeight: u(limits.minHeight), maxWidth: u(limits.maxWidth), maxHeight: u(limits.maxHeight) };
}

/**
 * The alert for a custom size in centimetres; either side may still be missing (the shopper is typing). Undefined
 * when what is there is within the limits.
 */
export function sizeAlert(width: number | undefined, height: number | undefined, limits: SizeLimits): SizeAlert | undefined {
  if ((width !== undefined && width < limits.minWidth) || (height !== undefined && height < limits.minHeight)) return 'too-small';
  const wide = width !== undefined && width > limits.maxWidth;
  const tall = height !== undefined && height > limits.maxHeight;
  if (wide && tall) return 'too-big';
  if (wide) return 'width-too-big';
  if (tall) return 'height-too-big';
  return undefined;
}

/** Upper-size warning: both sides above the upper threshold (a warning: the size can still be bought). */
export function upperSizeWarning(width: number | undefined, height: number | undefined, limits: SizeLimits): boolean {
  const t = limits.upperThreshold;
  return t !== undefined && width !== undefined && height !== undefined && width > t && height > t;
}

/** Rounds up to the next multiple of `step`; a value already on a multiple (to floating noise) stays. */
export function roundUpToStep(value: number, step: number): number {
  if (!(step > 0)) return value;
  const ratio = Math.round((value / step) * 1e9) / 1e9;
  return round2(Math.ceil(ratio) * step);
}

/** Rounds to the nearest multiple of 5 cm, never below 5 cm. */
export function roundToNearest5cm(cm: number): number {
  return Math.max(SIZE_ROUNDING_CM, Math.round(cm / SIZE_ROUNDING_CM) * SIZE_ROUNDING_CM);
}

/** Which rounding a product applies to its custom sizes: its step, then 5 cm when it asks for both. */
export function roundLengthCm(cm: number, limits: Pick<SizeLimits, 'step' | 'roundTo5cm'>): number {
  let v = cm;
  if (limits.step) v = roundUpToStep(v, limits.step);
  if (limits.roundTo5cm) v = roundToNearest5cm(v);
  return v;
}

export interface RoundedSize {
  width?: number;
  height?: number;
  /** Set when a side changed: the notice's message key. */
  notice?: 'size-rounded-step' | 'size-rounded-5cm';
}

/**
 * A custom size in the shopper's unit after the product's rounding. The rounding happens in centimetres; a side that
 * is already on the grid (to 0.1 cm) stays exactly as typed, one that moved is given back in `unit`.
 */
export function roundCustomSize(width: number | undefined, height: number | undefined, limits: SizeLimits, unit: LengthUnit = 'cm'): RoundedSize {
  if (!limits.step && !limits.roundTo5cm) return { width, height };
  const round = (v: number | undefined) => {
    if (v === undefined) return v;
    const cm = lengthInCm(v, unit);
    const rounded = roundLengthCm(cm, limits);
    return rounded === cm ? v : lengthInUnit(rounded, unit);
  };
  const w = round(width);
  const h = round(height);
  if (w === width && h === height) return { width, height };
  return { width: w, height: h, notice: limits.roundTo5cm ? 'size-rounded-5cm' : 'size-rounded-step' };
}
