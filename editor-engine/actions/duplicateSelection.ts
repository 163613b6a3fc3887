import { clipboardOf, refit } from '../logic/arrange.js';
import { defineAction, hasSelection, primary } from './action.js';
import { addCopies } from './copies.js';

/** Ctrl/Cmd+D: copies of the selection, a little right of and below it, selected (the clipboard is left alone). */
export const duplicateSelection = defineAction({
  name: 'duplicateSelection',
  label: 'Duplicate the selection',
  keyTest: (e) => !e.targetIsInput && primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'd',
  enabled: hasSelection,
  perform: (s) => {
    const { objects } = clipboardOf(s.doc, s.session.selection);
    addCopies(s, refit(objects, s.doc.canvas, s.doc.canvas), 'Duplicated');
  },
});
