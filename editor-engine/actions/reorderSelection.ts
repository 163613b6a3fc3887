import { isLocked } from '../logic/locks.js';
import { defineAction, primary } from './action.js';

/** Ctrl/Cmd+] brings the selected object forward, Ctrl/Cmd+[ sends it backward (the object list offers the same). */
export const reorderSelection = defineAction<{ to: 'forward' | 'backward' | 'front' | 'back' }>({
  name: 'reorderSelection',
  label: 'Change the stacking order',
  keyTest: (e) => !e.targetIsInput && primary(e) && (e.key === ']' || e.key === '['),
  argsFromKey: (e) => ({ to: e.key === ']' ? 'forward' : 'backward' }),
  enabled: (s) => s.session.selection.length === 1 && s.doc.order.length > 1 && !isLocked(s.doc.objects[s.session.selection[0]]),
  perform: (s, { to }) => s.run('reorder', { id: s.session.selection[0], to }, `${s.describe(s.session.selection)} moved ${to}`),
});
