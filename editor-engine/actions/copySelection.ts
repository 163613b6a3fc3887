import { clipboardOf } from '../logic/arrange.js';
import { defineAction, hasSelection, primary } from './action.js';

/** Ctrl/Cmd+C: the selection to the designer's clipboard (plain JSON, kept when another product's designer opens). */
export const copySelection = defineAction({
  name: 'copySelection',
  label: 'Copy the selection',
  keyTest: (e) => !e.targetIsInput && primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'c',
  enabled: hasSelection,
  perform: (s) => {
    s.clipboard.write(JSON.stringify(clipboardOf(s.doc, s.session.selection)));
    s.announce(`Copied ${s.describe(s.session.selection)}`);
  },
});
