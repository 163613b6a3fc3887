import { isOneByOne } from '../productTypes.js';
import { canvasForSize, resizeCanvas } from '../logic/canvasSize.js';
import { resolveSize } from '../logic/sizing.js';
import { defineCommand } from './command.js';

export interface SetSizeArgs {
  width?: number | null;
  height?: number | null;
}

/**
 * Sets the physical size. The sizing rule keeps width/height proportional to the canvas unless the shape is a
 * rectangle or the type is 3 or 12, and type 7 always gets 1 x 1. The canvas then takes the ordered size's
 * proportions (logic/canvasSize.ts), the design kept in place: what prints is what the shopper sees.
 */
export const setSize = defineCommand<SetSizeArgs>('setSize', (draft, args) => {
  const { width, height } = resolveSize(
    { typeCode: draft.product.typeCode, shape: draft.shape.kind, canvas: draft.canvas },
    { width: draft.product.width, height: draft.product.height },
    args,
  );
  draft.product.width = width;
  draft.product.height = height;
  // type 7's document is 1 x 1: the catalogue size it was chosen with gives the proportions
  const ordered = isOneByOne(draft.product.typeCode) ? { width: args.width ?? null, height: args.height ?? null } : { width, height };
  resizeCanvas(draft, canvasForSize(ordered, draft.shape.kind, draft.product.typeCode, draft.canvas));
});
