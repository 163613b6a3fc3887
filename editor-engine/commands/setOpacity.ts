import { isLocked } from '../logic/locks.js';
import { OPACITY_MAX, OPACITY_MIN } from '../logic/look.js';
import { within } from '../logic/textLayout.js';
import { CommandError, defineCommand } from './command.js';

/** How see-through the objects are, 0 to 1 (logic/look.ts); 1 leaves the field out (opaque, as before). */
export const setOpacity = defineCommand<{ ids: string[]; opacity: number }>('setOpacity', (draft, { ids, opacity }) => {
  if (!within(opacity, OPACITY_MIN, OPACITY_MAX)) throw new CommandError('setOpacity', `opacity must be ${OPACITY_MIN} to ${OPACITY_MAX}`);
  for (const id of new Set(ids)) {
    const o = draft.objects[id];
    if (!o || isLocked(o)) continue; // a locked object keeps its look (logic/locks.ts)
    if (opacity === OPACITY_MAX) delete o.opacity;
    else o.opacity = opacity;
  }
});
