import { isTemplateLocked, lockedReason } from '../logic/locks.js';
import { defineAction } from './action.js';

/** The layers list's eye: hides one object (not drawn, not printed) or shows it again, one undo step. */
export const toggleHidden = defineAction<{ id: string }>({
  name: 'toggleHidden',
  label: 'Hide',
  enabled: (s) => s.doc.order.length > 0,
  perform: (s, { id }) => {
    const o = s.doc.objects[id];
    if (!o) return;
    const what = s.describe([id]);
    if (isTemplateLocked(o)) return s.announce(`${what} stays shown: ${lockedReason(o)}`);
    const hidden = o.hidden !== true;
    s.run('setHidden', { ids: [id], hidden }, hidden ? `Hid ${what}: not printed` : `Showing ${what} again`);
  },
});
