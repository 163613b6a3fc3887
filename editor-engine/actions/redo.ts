import { defineAction, primary } from './action.js';

export const redo = defineAction({
  name: 'redo',
  label: 'Redo',
  keyTest: (e) => !e.targetIsInput && primary(e) && ((e.shiftKey === true && e.key.toLowerCase() === 'z') || (!e.shiftKey && e.key.toLowerCase() === 'y')),
  enabled: (s) => s.history.canRedo,
  perform: (s) => s.redo(),
});
