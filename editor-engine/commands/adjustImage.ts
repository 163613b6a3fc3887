import { isLocked } from '../logic/locks.js';
import type { ImageAdjust } from '../model.js';
import { ADJUST_FIELDS, ADJUST_MAX, ADJUST_MIN, adjustOf, isAdjusted } from '../logic/look.js';
import { within } from '../logic/textLayout.js';
import { CommandError, defineCommand } from './command.js';

export interface AdjustImageArgs extends Partial<ImageAdjust> {
  id: string;
}

/**
 * A picture's brightness, contrast and saturation (logic/look.ts), only the ones given; all back at 0 leaves the
 * field out (the picture as uploaded, as before).
 */
export const adjustImage = defineCommand<AdjustImageArgs>('adjustImage', (draft, { id, ...given }) => {
  const o = draft.objects[id];
  if (!o || o.kind !== 'image') throw new CommandError('adjustImage', `no picture with id ${id}`);
  if (isLocked(o)) throw new CommandError('adjustImage', `${id} is locked`);
  const next = adjustOf(o);
  for (const f of ADJUST_FIELDS) {
    const v = given[f];
    if (v === undefined) continue;
    if (!within(v, ADJUST_MIN, ADJUST_MAX)) throw new CommandError('adjustImage', `${f} must be ${ADJUST_MIN} to ${ADJUST_MAX}`);
    next[f] = v;
  }
  if (!isAdjusted(next)) delete o.adjust;
  else if (ADJUST_FIELDS.some((f) => o.adjust?.[f] !== next[f])) o.adjust = next;
});
