import { isLocked, isTemplateLocked, lockedReason } from '../logic/locks.js';
import { defineAction } from './action.js';

/** The layers list's lock button: locks or unlocks one object, one undo step; a template's part says why it stays. */
export const toggleLock = defineAction<{ id: string }>({
  name: 'toggleLock',
  label: 'Lock',
  enabled: (s) => s.doc.order.length > 0,
  perform: (s, { id }) => {
    const o = s.doc.objects[id];
    if (!o) return;
    const what = s.describe([id]);
    if (isTemplateLocked(o)) return s.announce(`${what} stays locked: ${lockedReason(o)}`);
    const locked = !isLocked(o);
    s.run('setLocked', { ids: [id], locked }, `${locked ? 'Locked' : 'Unlocked'} ${what}`);
  },
});
