import { defineAction } from './action.js';

/** Selects the next (or previous) object in stacking order, wrapping: keyboard users reach every object. */
export const selectAdjacent = defineAction<{ step: 1 | -1 }>({
  name: 'selectAdjacent',
  label: 'Select the next object',
  keyTest: (e) => !e.targetIsInput && e.altKey === true && (e.key === 'ArrowDown' || e.key === 'ArrowUp'),
  argsFromKey: (e) => ({ step: e.key === 'ArrowDown' ? 1 : -1 }),
  enabled: (s) => s.doc.order.length > 0,
  perform: (s, { step }) => {
    const order = s.doc.order;
    const current = order.indexOf(s.session.selection[0] ?? '');
    const next = current < 0 ? (step > 0 ? 0 : order.length - 1) : (current + step + order.length) % order.length;
    s.select([order[next]]);
  },
});
