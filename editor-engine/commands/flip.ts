import { isLocked } from '../logic/locks.js';
import { defineCommand } from './command.js';

export interface FlipArgs {
  ids: string[];
  axis: 'x' | 'y';
}

/**
 * Mirrors the objects left to right ('x') or top to bottom ('y') about their centres; flipping twice is as made (the
 * field is left out again, so the document is the one from before). Unknown ids are ignored.
 */
export const flip = defineCommand<FlipArgs>('flip', (draft, { ids, axis }) => {
  const field = axis === 'x' ? 'flipX' : 'flipY';
  for (const id of new Set(ids)) {
    const o = draft.objects[id];
    if (!o || isLocked(o)) continue; // a locked object keeps its look (logic/locks.ts)
    if (o[field]) delete o[field];
    else o[field] = true;
  }
});
