import { defineAction, movesSelection, primary } from './action.js';

/** + and - grow or shrink the selection by 10 %, each object about its own centre. */
export const SCALE_STEP = 1.1;

export const scaleSelection = defineAction<{ factor: number }>({
  name: 'scaleSelection',
  label: 'Resize the selection',
  keyTest: (e) => !e.targetIsInput && !primary(e) && (e.key === '+' || e.key === '=' || e.key === '-'),
  argsFromKey: (e) => ({ factor: e.key === '-' ? 1 / SCALE_STEP : SCALE_STEP }),
  enabled: movesSelection,
  perform: (s, { factor }) => {
    // one undo step, however many objects
    s.begin('scale');
    for (const id of s.session.selection) {
      const t = s.doc.objects[id].transform;
      s.run('scale', { ids: [id], scaleX: t.scaleX * factor, scaleY: t.scaleY * factor });
    }
    s.commit(`${factor > 1 ? 'Enlarged' : 'Reduced'} ${s.describe(s.session.selection)}`);
  },
});
