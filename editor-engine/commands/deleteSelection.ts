import { isLocked } from '../logic/locks.js';
import { defineCommand } from './command.js';

/** Deletes the selected objects (Delete/Backspace, see logic/input.ts); locked ones stay (logic/locks.ts). */
export const deleteSelection = defineCommand<{ ids: string[] }>('deleteSelection', (draft, { ids }) => {
  const gone = new Set(ids.filter((id) => draft.objects[id] && !isLocked(draft.objects[id])));
  if (gone.size === 0) return;
  for (const id of gone) delete draft.objects[id];
  draft.order = draft.order.filter((id) => !gone.has(id));
});
