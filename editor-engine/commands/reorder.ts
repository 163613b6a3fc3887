import { isLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface ReorderArgs {
  id: string;
  /** 'front' | 'back' | 'forward' | 'backward', or an absolute index (0 = bottom). */
  to: 'front' | 'back' | 'forward' | 'backward' | number;
}

/** Changes an object's stacking position; a locked object keeps its place (logic/locks.ts). */
export const reorder = defineCommand<ReorderArgs>('reorder', (draft, { id, to }) => {
  const from = draft.order.indexOf(id);
  if (from < 0) throw new CommandError('reorder', `no object with id ${id}`);
  if (isLocked(draft.objects[id])) return;
  const last = draft.order.length - 1;
  let target: number;
  if (to === 'front') target = last;
  else if (to === 'back') target = 0;
  else if (to === 'forward') target = Math.min(last, from + 1);
  else if (to === 'backward') target = Math.max(0, from - 1);
  else target = Math.max(0, Math.min(last, Math.trunc(to)));
  if (target === from) return;
  draft.order.splice(from, 1);
  draft.order.splice(target, 0, id);
});
