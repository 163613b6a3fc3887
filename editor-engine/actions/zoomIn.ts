import { MAX_ZOOM, zoomStep } from '../logic/view.js';
import { defineAction, primary } from './action.js';

/** Ctrl/Cmd + '=' (or '+') and the view controls' "Zoom in": the next zoom step, about the view's middle. */
export const zoomIn = defineAction({
  name: 'zoomIn',
  label: 'Zoom in',
  keyTest: (e) => primary(e) && !e.altKey && (e.key === '=' || e.key === '+') && !e.targetIsInput,
  enabled: (s) => s.session.view.zoom < MAX_ZOOM,
  perform: (s) => s.setView({ zoom: zoomStep(s.session.view.zoom, 1) }),
});
