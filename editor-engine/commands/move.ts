import { assertFinite, defineCommand } from './command.js';
import { updateTransforms } from './transforms.js';

export interface MoveArgs {
  ids: string[];
  dx: number;
  dy: number;
}

/** Moves objects by a delta in canvas pixels (a drag tick); see updateTransforms for how it stays cheap. */
export const move = defineCommand<MoveArgs>('move', (draft, { ids, dx, dy }) => {
  assertFinite('move', 'dx', dx);
  assertFinite('move', 'dy', dy);
  if (dx === 0 && dy === 0) return;
  updateTransforms(draft, ids, (t) => ({ ...t, x: t.x + dx, y: t.y + dy }));
});
