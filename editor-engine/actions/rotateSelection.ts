import { defineAction, hasSelection, primary } from './action.js';

/** [ and ] turn the selection 15 degrees (1 degree with Shift). */
export const ROTATE_STEP = 15;

export const rotateSelection = defineAction<{ degrees: number }>({
  name: 'rotateSelection',
  label: 'Rotate the selection',
  keyTest: (e) => !e.targetIsInput && !primary(e) && (e.key === '[' || e.key === ']' || e.key === '{' || e.key === '}'),
  argsFromKey: (e) => {
    const step = e.shiftKey ? 1 : ROTATE_STEP;
    return { degrees: e.key === '[' || e.key === '{' ? -step : step };
  },
  enabled: hasSelection,
  perform: (s, { degrees }) => {
    s.begin('rotate');
    for (const id of s.session.selection) s.run('rotate', { ids: [id], angle: s.doc.objects[id].transform.angle + degrees });
    s.commit(`Rotated ${s.describe(s.session.selection)} ${degrees > 0 ? 'clockwise' : 'anticlockwise'}`);
  },
});
