import { original, type Draft } from 'immer';
import type { DesignDocument, DesignObject, Transform } from '../model.js';
import { isLocked } from '../logic/locks.js';

/** Above this many changed objects a transform gesture replaces the whole objects record (one patch). */
export const BULK_TRANSFORM_THRESHOLD = 32;

/**
 * Gives the objects `ids` the transform `change` returns (a new object each call) (a drag, resize or rotate tick). Unknown, repeated and locked
 * ids are ignored (logic/locks.ts); objects whose transform would not change are left alone, so a no-op records no step. Changed objects
 * are rebuilt from the base state rather than through nested drafts (one patch per object, or one patch for the whole
 * record above BULK_TRANSFORM_THRESHOLD), and frozen here as immer's auto-freeze would leave them, so finalize
 * neither walks nor re-freezes them: a 500-object tick costs about a quarter of the nested-draft version
 * (bench/editor.bench.ts). Undo/redo still comes from immer's patches.
 */
export function updateTransforms(draft: Draft<DesignDocument>, ids: string[], change: (t: Transform) => Transform): void {
  const base = (original(draft.objects) ?? draft.objects) as Record<string, DesignObject>;
  const seen = new Set<string>();
  const changed: DesignObject[] = [];
  for (const id of ids) {
    const o = base[id];
    if (o === undefined || isLocked(o) || seen.has(id)) continue;
    seen.add(id);
    const t = o.transform;
    const n = change(t); // a new object, frozen below
    if (n.x === t.x && n.y === t.y && n.scaleX === t.scaleX && n.scaleY === t.scaleY && n.angle === t.angle) continue;
    changed.push(Object.freeze({ ...o, transform: Object.freeze(n) }));
  }
  if (changed.length === 0) return;
  if (changed.length > BULK_TRANSFORM_THRESHOLD) {
    const record = { ...base };
    for (const o of changed) record[o.id] = o;
    draft.objects = Object.freeze(record);
  } else {
    for (const o of changed) draft.objects[o.id] = o;
  }
}
