// The designer's sizing: proportions by type code (SPEC.md section 5) over the shop's shared size rules
// (rules/size.ts: the same alerts, rounding and inches as the product page and the server).
import { lengthInCm, lengthInUnit, roundToNearest5cm, roundUpToStep as roundUp, sizeAlert as shopSizeAlert, type SizeAlert } from '../../rules/size.js';
import { packAlert, wholePack } from '../../rules/pack.js';
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

/** The size after the shopper types a width or height, or picks a catalogue size (both): type 7 is always 1 x 1. */
export function resolveSize(ctx: SizeContext, current: Size, input: Partial<Size>): Size {
  if (ctx.typeCode === 7) return { width: 1, height: 1 };
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

export interface Rounded {
  value: number;
  /** True when the value changed, so a notice showing the corrected size is due. */
  corrected: boolean;
}

/** Values entered in multiples round up to the next multiple of the step. */
export function roundUpToStep(value: number, step: number): Rounded {
  const rounded = roundUp(value, step);
  return { value: rounded, corrected: rounded !== value };
}

/** Rounds to the nearest multiple of 5 cm; inch values (the document's 'inch') round in centimetres and convert back. */
export function roundTo5cm(value: number, unit: 'cm' | 'inch'): Rounded {
  const u = unit === 'inch' ? 'in' : 'cm';
  const back = lengthInUnit(roundToNearest5cm(lengthInCm(value, u)), u);
  return { value: back, corrected: back !== value };
}
