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

/**
 * Moves objects by a delta in canvas pixels (a drag tick). Unknown and repeated ids are ignored. Moved objects are
 * rebuilt from the base state rather than through nested drafts: one patch per object, or for a big selection one
 * patch for the whole record. That keeps a drag tick of 500 objects at about half of the nested-draft cost
 * (measured in bench/editor.bench.ts) while undo/redo still comes from immer's patches.
 */
export const move = defineCommand<MoveArgs>('move', (draft, { ids, dx, dy }) => {
  assertFinite('move', 'dx', dx);
  assertFinite('move', 'dy', dy);
  const base = (original(draft.objects) ?? draft.objects) as Record<string, DesignObject>;
  const unique = [...new Set(ids)].filter((id) => base[id] !== undefined);
  if (unique.length === 0 || (dx === 0 && dy === 0)) return;
  const moved = (o: DesignObject): DesignObject => ({ ...o, transform: { ...o.transform, x: o.transform.x + dx, y: o.transform.y + dy } });
  if (unique.length > BULK_MOVE_THRESHOLD) {
    const next = { ...base };
    for (const id of unique) next[id] = moved(base[id]);
    draft.objects = next;
  } else {
    for (const id of unique) draft.objects[id] = moved(base[id]);
  }
});
