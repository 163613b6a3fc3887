import { isDeleteKey } from '../rules/input.js';
import { defineAction, hasSelection, primary } from './action.js';

export const deleteSelection = defineAction({
  name: 'deleteSelection',
  label: 'Delete the selected object',
  // SPEC.md section 5: Delete and Backspace, never while typing in a field
  keyTest: (e) => !primary(e) && isDeleteKey(e.key, Boolean(e.targetIsInput)),
  enabled: hasSelection,
  perform: (s) => {
    const what = s.describe(s.session.selection);
    s.run('deleteSelection', { ids: s.session.selection }, `Deleted ${what}`);
  },
});
