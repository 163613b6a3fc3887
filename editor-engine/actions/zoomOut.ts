import { zoomStep } from '../logic/view.js';
import { defineAction, primary } from './action.js';

/** Ctrl/Cmd + '-' and the view controls' "Zoom out": the previous zoom step, never smaller than Fit. */
export const zoomOut = defineAction({
  name: 'zoomOut',
  label: 'Zoom out',
  keyTest: (e) => primary(e) && !e.altKey && e.key === '-' && !e.targetIsInput,
  enabled: (s) => s.session.view.zoom > 1,
  perform: (s) => s.setView({ zoom: zoomStep(s.session.view.zoom, -1) }),
});
