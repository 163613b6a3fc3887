import { INCH_FACTOR, SIZE_ROUNDING_STEP_CM } from '../constants.js';
import type { ShapeKind, SizeLimits, TypeCode } from '../model.js';

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** Width and height follow the canvas ratio unless the shape is a rectangle or the product type is 3 or 12. */
export function isProportional(typeCode: TypeCode, shape: ShapeKind): boolean {
  return shape !== 'rectangle' && typeCode !== 3 && typeCode !== 12;
}

export interface SizeContext {
  typeCode: TypeCode;
  shape: ShapeKind;
  canvas: { width: number; height: number };
}
export interface Size {
  width: number | null;
  height: number | null;
}

/** The size after the shopper types a width and/or height (type 7 is always 1 x 1). */
export function resolveSize(ctx: SizeContext, current: Size, input: Partial<Size>): Size {
  if (ctx.typeCode === 7) return { width: 1, height: 1 };
  const next: Size = {
    width: input.width !== undefined ? input.width : current.width,
    height: input.height !== undefined ? input.height : current.height,
  };
  if (!isProportional(ctx.typeCode, ctx.shape)) return next;
  const ratio = ctx.canvas.height / ctx.canvas.width;
  if (input.width !== undefined) next.height = input.width === null ? null : round2(input.width * ratio);
  else if (input.height !== undefined) next.width = input.height === null ? null : round2(input.height / ratio);
  return next;
}

export type SizeAlert = 'wrong-size' | 'max' | 'max-width' | 'max-height';

/**
 * Designer size alert (SPEC.md 5): wrong-size when width or height is below its minimum; max when both exceed their
 * maxima; max-width / max-height when only one does. Null when the size is acceptable or not filled.
 */
export function sizeAlert(size: Size, limits: SizeLimits): SizeAlert | null {
  const { width, height } = size;
  if (width === null || height === null) return null;
  if (width < limits.minWidth || height < limits.minHeight) return 'wrong-size';
  const wideOver = width > limits.maxWidth;
  const highOver = height > limits.maxHeight;
  if (wideOver && highOver) return 'max';
  if (wideOver) return 'max-width';
  if (highOver) return 'max-height';
  return null;
}

/** Pack alert: shown when the pack is empty or below the minimum pack. */
export function packAlert(pack: number | null, minPack: number): boolean {
  return pack === null || !Number.isFinite(pack) || pack < minPack;
}

/** A custom pack rounds up to a whole number. */
export function roundPack(pack: number): number {
  return Math.ceil(pack);
}

export interface Rounded {
  value: number;
  /** True when the value changed, so a notice showing the corrected size is due. */
  corrected: boolean;
}

/** Values entered in multiples round up to the next multiple of the step. */
export function roundUpToStep(value: number, step: number): Rounded {
  if (!(step > 0)) return { value, corrected: false };
  const rounded = round2(Math.ceil(value / step - 1e-9) * step);
  return { value: rounded, corrected: rounded !== value };
}

/** Rounds to the nearest multiple of 5 cm; inch values are converted with 2.54, rounded in cm and converted back. */
export function roundTo5cm(value: number, unit: 'cm' | 'inch'): Rounded {
  const cm = unit === 'inch' ? value * INCH_FACTOR : value;
  const roundedCm = Math.max(SIZE_ROUNDING_STEP_CM, Math.round(cm / SIZE_ROUNDING_STEP_CM) * SIZE_ROUNDING_STEP_CM);
  const back = unit === 'inch' ? round2(roundedCm / INCH_FACTOR) : roundedCm;
  return { value: back, corrected: back !== value };
}
