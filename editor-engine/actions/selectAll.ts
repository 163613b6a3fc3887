import { defineAction, primary } from './action.js';

/** Ctrl/Cmd+A on the canvas selects every object of the design (then align, move or delete them together). */
export const selectAll = defineAction({
  name: 'selectAll',
  label: 'Select all objects',
  keyTest: (e) => !e.targetIsInput && primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'a',
  enabled: (s) => s.doc.order.length > 0,
  perform: (s) => {
    s.select(s.doc.order);
    if (s.doc.order.length > 1) s.announce(`Selected all ${s.describe(s.doc.order)}`);
  },
});
