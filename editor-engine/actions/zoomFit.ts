import { FIT_VIEW } from '../logic/view.js';
import { defineAction, primary } from './action.js';

/** Ctrl/Cmd + '0' and the view controls' "Fit": the whole canvas in view again, as the export draws it. */
export const zoomFit = defineAction({
  name: 'zoomFit',
  label: 'Fit the canvas in view',
  keyTest: (e) => primary(e) && !e.altKey && e.key === '0' && !e.targetIsInput,
  enabled: (s) => s.session.view.zoom !== FIT_VIEW.zoom,
  perform: (s) => s.setView({ zoom: FIT_VIEW.zoom, cx: FIT_VIEW.cx, cy: FIT_VIEW.cy }),
});
