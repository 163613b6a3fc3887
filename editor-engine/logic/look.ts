import type { DesignObject, ImageAdjust, Transform } from '../model.js';

// How an object looks beside its place (issue 29, "Photos and shapes"): mirrored on either axis, see-through, and a
// picture's brightness, contrast and saturation. One home for the bounds and defaults: the commands,
// restoreDocument, the menu's sliders and the scene read them here.

/**
 * The faintest an object can be made: 10 %. A shopper drags the slider down to fade something, not to lose it: at 0 %
 * it vanishes from the canvas yet is still selected, printed (as nothing) and paid for, while Hide and Delete are the
 * ways to leave it out. The slider stops here, the command refuses below, and the add refuses a stored document that
 * holds a fainter object (tooFaint, server/services/designCheck.ts), as it refuses a text that prints nothing.
 */
export const OPACITY_MIN = 0.1;
export const OPACITY_MAX = 1;
/** What a stored document may hold (restoreLook.ts): from 0, so a design kept before the floor still opens. */
export const OPACITY_STORED_MIN = 0;
/** An adjustment runs from -100 (none left: black, grey, greyscale) through 0 (as uploaded) to 100 (doubled). */
export const ADJUST_MIN = -100;
export const ADJUST_MAX = 100;
export const ADJUST_FIELDS = ['brightness', 'contrast', 'saturation'] as const;
export type AdjustField = (typeof ADJUST_FIELDS)[number];

/** A picture as uploaded. */
export const NO_ADJUST: ImageAdjust = { brightness: 0, contrast: 0, saturation: 0 };

/** The object's opacity (absent: opaque). */
export const opacityOf = (o: DesignObject): number => o.opacity ?? OPACITY_MAX;

/** Fainter than the designer makes anything (OPACITY_MIN): an object the add refuses unless it is hidden. */
export const tooFaint = (o: DesignObject): boolean => opacityOf(o) < OPACITY_MIN;

/** The picture's adjustments, each absent one 0. */
export const adjustOf = (o: DesignObject): ImageAdjust => (o.kind === 'image' ? { ...NO_ADJUST, ...o.adjust } : NO_ADJUST);

export const isAdjusted = (a: ImageAdjust | undefined): boolean => a !== undefined && ADJUST_FIELDS.some((f) => a[f] !== 0);

/**
 * The object's transform as drawn (the scene, and the preflight's boxes): a flip is a mirrored scale about its centre,
 * after the rotation, so a flipped picture turns the way the shopper turned it. The document's own transform stays
 * positive, so the handles and gestures know nothing of the flip.
 */
export function drawnTransform(o: DesignObject): Transform {
  const t = o.transform;
  return o.flipX || o.flipY ? { ...t, scaleX: o.flipX ? -t.scaleX : t.scaleX, scaleY: o.flipY ? -t.scaleY : t.scaleY } : t;
}
