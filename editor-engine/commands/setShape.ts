import { canRoundCorners } from '../../rules/shape.js';
import { SHAPE_KINDS, type ShapeKind } from '../model.js';
import { isOneByOne } from '../productTypes.js';
import { canvasForSize, resizeCanvas } from '../logic/canvasSize.js';
import { resolveSize } from '../logic/sizing.js';
import { CommandError, defineCommand } from './command.js';

/**
 * Chooses the clip shape; only square and rectangle keep a rounded (radius 20) border. A circle or a square makes
 * the canvas square (logic/canvasSize.ts) and a proportional size follows it (its width kept).
 */
export const setShape = defineCommand<{ kind: ShapeKind; rounded?: boolean }>('setShape', (draft, { kind, rounded }) => {
  if (!SHAPE_KINDS.includes(kind)) throw new CommandError('setShape', `unknown shape ${String(kind)}`);
  draft.shape = { kind, rounded: canRoundCorners(kind) && rounded === true };
  const { typeCode } = draft.product;
  if (isOneByOne(typeCode)) return; // its 1 x 1 says nothing of the proportions
  resizeCanvas(draft, canvasForSize({ width: draft.product.width, height: draft.product.height }, kind, typeCode, draft.canvas));
  if (draft.product.width !== null) {
    const next = resolveSize(
      { typeCode, shape: kind, canvas: draft.canvas },
      { width: draft.product.width, height: draft.product.height },
      { width: draft.product.width },
    );
    draft.product.height = next.height;
  }
});
