import { clipboardOf } from '../logic/arrange.js';
import { defineAction, hasSelection, primary } from './action.js';

/** Ctrl/Cmd+X: the selection to the clipboard and out of the design (one undo step brings it back). */
export const cutSelection = defineAction({
  name: 'cutSelection',
  label: 'Cut the selection',
  keyTest: (e) => !e.targetIsInput && primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'x',
  enabled: hasSelection,
  perform: (s) => {
    const ids = s.session.selection;
    const what = s.describe(ids);
    s.clipboard.write(JSON.stringify(clipboardOf(s.doc, ids)));
    s.run('deleteSelection', { ids }, `Cut ${what}`);
  },
});
