import { isDeleteKey } from '../logic/input.js';
import { unlockedIds } from '../logic/locks.js';
import { defineAction, hasSelection, primary } from './action.js';

export const deleteSelection = defineAction({
  name: 'deleteSelection',
  label: 'Delete the selected object',
  // SPEC.md section 5: Delete and Backspace, never while typing in a field
  keyTest: (e) => !primary(e) && isDeleteKey(e.key, Boolean(e.targetIsInput)),
  enabled: hasSelection,
  perform: (s) => {
    const ids = unlockedIds(s.doc, s.session.selection); // a locked object in the selection stays
    s.run('deleteSelection', { ids }, `Deleted ${s.describe(ids)}`);
  },
});
