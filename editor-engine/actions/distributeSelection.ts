import { distributeMoves, MIN_TO_DISTRIBUTE, movableSelection, type Axis } from '../logic/arrange.js';
import type { DesignerSession } from '../session/session.js';
import { defineAction, primary } from './action.js';

export const DISTRIBUTE_LABELS: Record<Axis, string> = { horizontal: 'Space evenly across', vertical: 'Space evenly down' };

/** Alt+H spaces the selection evenly across, Alt+V down (as design tools have them). */
const KEYS: Record<string, Axis> = { h: 'horizontal', v: 'vertical' };

export const canDistribute = (s: DesignerSession) => movableSelection(s.doc, s.session.selection).length >= MIN_TO_DISTRIBUTE;

/** Spaces three or more selected objects evenly, the outermost two staying where they are: one undo step. */
export const distributeSelection = defineAction<{ axis: Axis }>({
  name: 'distributeSelection',
  label: 'Space the selected objects evenly',
  keyTest: (e) => !e.targetIsInput && !primary(e) && e.altKey === true && !e.shiftKey && e.key.toLowerCase() in KEYS,
  argsFromKey: (e) => ({ axis: KEYS[e.key.toLowerCase()] }),
  enabled: canDistribute,
  perform: (s, { axis }) => {
    const objects = movableSelection(s.doc, s.session.selection);
    const moves = distributeMoves(objects, axis, s.measureText);
    const what = s.describe(objects.map((o) => o.id));
    if (moves.length === 0) return s.announce(`${what} already evenly spaced ${axis}ly`);
    s.run('moveEach', { moves }, `Distributed ${what} ${axis}ly`);
  },
});
