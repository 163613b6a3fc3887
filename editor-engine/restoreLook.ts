import type { ImageAdjust } from './model.js';
import { num, RestoreError } from './restoreRules.js';
import { ADJUST_FIELDS, ADJUST_MAX, ADJUST_MIN, isAdjusted, OPACITY_MAX, OPACITY_STORED_MIN } from './logic/look.js';

type Obj = Record<string, unknown>;

export interface ObjectLook {
  flipX?: boolean;
  flipY?: boolean;
  opacity?: number;
  adjust?: ImageAdjust;
}

function flag(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') throw new RestoreError(path, 'expected true or false');
  return v;
}

/**
 * An object's look (logic/look.ts): each field absent on designs from before it, or inside its bounds. What draws
 * as the default (not flipped, opaque, no adjustment) is left out, so such a document writes the bytes it did.
 * Adjustments are a picture's: a text carrying them is refused rather than silently printed without them.
 */
export function objectLook(v: Obj, path: string, kind: 'text' | 'image'): ObjectLook {
  const out: ObjectLook = {};
  if (v.flipX !== undefined && flag(v.flipX, `${path}.flipX`)) out.flipX = true;
  if (v.flipY !== undefined && flag(v.flipY, `${path}.flipY`)) out.flipY = true;
  if (v.opacity !== undefined) {
    const opacity = num(v.opacity, `${path}.opacity`, { min: OPACITY_STORED_MIN, max: OPACITY_MAX });
    if (opacity !== OPACITY_MAX) out.opacity = opacity;
  }
  if (v.adjust !== undefined) {
    if (kind !== 'image') throw new RestoreError(`${path}.adjust`, 'only pictures can be adjusted');
    const a = v.adjust;
    if (typeof a !== 'object' || a === null || Array.isArray(a))
      throw new RestoreError(`${path}.adjust`, 'expected an object with brightness, contrast and saturation from -100 to 100');
    const adjust = Object.fromEntries(
      ADJUST_FIELDS.map((f) => [f, (a as Obj)[f] === undefined ? 0 : num((a as Obj)[f], `${path}.adjust.${f}`, { min: ADJUST_MIN, max: ADJUST_MAX })]),
    ) as unknown as ImageAdjust;
    if (isAdjusted(adjust)) out.adjust = adjust;
  }
  return out;
}
