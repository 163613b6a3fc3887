import { defineAction } from './action.js';

/** The view controls' "Snap": moves snap to the canvas, its safe margin and other objects, or go freely. */
export const toggleSnap = defineAction({
  name: 'toggleSnap',
  label: 'Snap to the canvas and other objects while dragging',
  enabled: () => true,
  perform: (s) => s.setView({ snap: !s.session.view.snap }),
});
