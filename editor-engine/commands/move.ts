import { original } from 'immer';
import type { DesignObject } from '../model.js';
import { assertFinite, defineCommand } from './command.js';

export interface MoveArgs {
  ids: string[];
  dx: number;
  dy: number;
}

/** Above this many objects a move replaces the whole objects record (one patch) instead of each object. */
export const BULK_MOVE_THRESHOLD = 32;

/** A moved copy, frozen here: immer's finalize skips frozen values instead of walking and freezing them itself. */
function moved(o: DesignObject, dx: number, dy: number): DesignObject {
  const transform = Object.freeze({ ...o.transform, x: o.transform.x + dx, y: o.transform.y + dy });
  return Object.freeze({ ...o, transform });
}

/**
 * Moves objects by a delta in canvas pixels (a drag tick). Unknown and repeated ids are ignored. Moved objects are
 * rebuilt from the base state rather than through nested drafts: one patch per object, or for a big selection one
 * patch for the whole record. What is built is already frozen (as immer's auto-freeze would leave it), so finalize
 * neither traverses nor re-freezes the 500 new objects of a big drag tick (bench/editor.bench.ts compares).
 * Undo/redo still comes from immer's patches.
 */
export const move = defineCommand<MoveArgs>('move', (draft, { ids, dx, dy }) => {
  assertFinite('move', 'dx', dx);
  assertFinite('move', 'dy', dy);
  const base = (original(draft.objects) ?? draft.objects) as Record<string, DesignObject>;
  const unique = [...new Set(ids)].filter((id) => base[id] !== undefined);
  if (unique.length === 0 || (dx === 0 && dy === 0)) return;
  if (unique.length > BULK_MOVE_THRESHOLD) {
    const next = { ...base };
    for (const id of unique) next[id] = moved(base[id], dx, dy);
    draft.objects = Object.freeze(next);
  } else {
    for (const id of unique) draft.objects[id] = moved(base[id], dx, dy);
  }
});
