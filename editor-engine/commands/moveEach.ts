import { assertFinite, defineCommand } from './command.js';
import { updateTransforms } from './transforms.js';

export interface MoveEachArgs {
  moves: { id: string; dx: number; dy: number }[];
}

/** Moves each object by its own delta (align and distribute): one undo step however many objects move. */
export const moveEach = defineCommand<MoveEachArgs>('moveEach', (draft, { moves }) => {
  for (const { id, dx, dy } of moves) {
    assertFinite('moveEach', 'dx', dx);
    assertFinite('moveEach', 'dy', dy);
    if (dx !== 0 || dy !== 0) updateTransforms(draft, [id], (t) => ({ ...t, x: t.x + dx, y: t.y + dy }));
  }
});
