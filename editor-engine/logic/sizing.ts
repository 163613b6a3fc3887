// The designer's sizing: proportions by type code (SPEC.md section 5) over the shop's shared size rules
// (rules/size.ts: the same alerts, rounding and inches as the product page and the server).
import { roundCustomSize, sizeAlert as shopSizeAlert, type SizeAlert } from '../../rules/size.js';
import { packAlert, wholePack } from '../../rules/pack.js';
import type { ShapeKind, SizeLimits, TypeCode } from '../model.js';
import { hasFreeProportions, isOneByOne } from '../productTypes.js';

const round2 = (v: number): number => Math.round(v * 100) / 100;

/** Width and height follow the canvas ratio unless the shape is a rectangle or the product type is 3 or 12. */
export function isProportional(typeCode: TypeCode, shape: ShapeKind): boolean {
  return shape !== 'rectangle' && !hasFreeProportions(typeCode);
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

/** The size after the shopper types a width or height, or picks a catalogue size (both): type 7 is always 1 x 1. */
export function resolveSize(ctx: SizeContext, current: Size, input: Partial<Size>): Size {
  if (isOneByOne(ctx.typeCode)) return { width: 1, height: 1 };
  const next: Size = {
    width: input.width !== undefined ? input.width : current.width,
    height: input.height !== undefined ? input.height : current.height,
  };
  // both given at once is a catalogue size: exact, whatever the canvas's proportions
  if (!isProportional(ctx.typeCode, ctx.shape) || (input.width != null && input.height != null)) return next;
  const ratio = ctx.canvas.height / ctx.canvas.width;
  if (input.width !== undefined) next.height = input.width === null ? null : round2(input.width * ratio);
  else if (input.height !== undefined) next.width = input.height === null ? null : round2(input.height / ratio);
  return next;
}

export type { SizeAlert };
export { packAlert };

/** The size alert (SPEC.md section 5), in the shop's one vocabulary; null when what is filled in is acceptable. */
export function sizeAlert(size: Size, limits: SizeLimits): SizeAlert | null {
  return shopSizeAlert(size.width ?? undefined, size.height ?? undefined, limits) ?? null;
}

/** A custom pack rounds up to a whole number (the shop's rule, rules/pack.ts). */
export const roundPack = wholePack;

/** How a product rounds the sizes typed in its fields (the catalogue's customSize: a step, or the nearest 5 cm). */
export interface SizeRounding {
  step?: number;
  roundTo5cm?: boolean;
}

export interface TypedSize {
  size: Size;
  /** Set when the product's rounding changed the size: the notice's message key, the corrected size being `size`. */
  notice?: 'size-rounded-step' | 'size-rounded-5cm';
}

/**
 * The size after the shopper types one side (SPEC.md section 5): the other side follows the canvas's proportions,
 * then both round as the product asks (up to its step, or to the nearest 5 cm; inches by 2.54, rules/size.ts), the
 * same rounding the server prices with, so what the page shows is what is ordered. Typing the value a side already
 * holds changes nothing (leaving a field the page filled in must not round-trip 40 into 40.01 through the ratio).
 */
export function typedSize(ctx: SizeContext, current: Size, input: Partial<Size>, rounding: SizeRounding = {}, unit: 'cm' | 'inch' = 'cm'): TypedSize {
  const same = (k: keyof Size) => input[k] === undefined || input[k] === current[k];
  if (same('width') && same('height')) return { size: current };
  const next = resolveSize(ctx, current, input);
  if (isOneByOne(ctx.typeCode) || next.width === null || next.height === null) return { size: next };
  const r = roundCustomSize(next.width, next.height, { minWidth: 0, minHeight: 0, maxWidth: 0, maxHeight: 0, ...rounding }, unit === 'inch' ? 'in' : 'cm');
  const size = { width: r.width ?? next.width, height: r.height ?? next.height };
  return r.notice ? { size, notice: r.notice } : { size };
}
