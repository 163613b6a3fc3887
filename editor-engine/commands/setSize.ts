import { resolveSize } from '../rules/sizing.js';
import { defineCommand } from './command.js';

export interface SetSizeArgs {
  width?: number | null;
  height?: number | null;
}

/**
 * Sets the physical size. The sizing rule keeps width/height proportional to the canvas unless the shape is a
 * rectangle or the type is 3 or 12, and type 7 always gets 1 x 1.
 */
export const setSize = defineCommand<SetSizeArgs>('setSize', (draft, args) => {
  const { width, height } = resolveSize(
    { typeCode: draft.product.typeCode, shape: draft.shape.kind, canvas: draft.canvas },
    { width: draft.product.width, height: draft.product.height },
    args,
  );
  draft.product.width = width;
  draft.product.height = height;
});
