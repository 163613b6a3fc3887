import { defineAction, primary } from './action.js';

export const undo = defineAction({
  name: 'undo',
  label: 'Undo',
  keyTest: (e) => primary(e) && !e.shiftKey && e.key.toLowerCase() === 'z' && !e.targetIsInput,
  enabled: (s) => s.history.canUndo,
  perform: (s) => s.undo(),
});
