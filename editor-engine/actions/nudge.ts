import { defineAction, movesSelection, primary } from './action.js';

/** Arrow keys move the selection by 1 px, with Shift by 10 px. */
export const NUDGE_PX = 1;
export const NUDGE_SHIFT_PX = 10;

const DIRECTIONS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export const nudge = defineAction<{ dx: number; dy: number }>({
  name: 'nudge',
  label: 'Move the selection',
  keyTest: (e) => !e.targetIsInput && !primary(e) && !e.altKey && e.key in DIRECTIONS,
  argsFromKey: (e) => {
    const [x, y] = DIRECTIONS[e.key];
    const step = e.shiftKey ? NUDGE_SHIFT_PX : NUDGE_PX;
    return { dx: x * step, dy: y * step };
  },
  enabled: movesSelection,
  perform: (s, { dx, dy }) => s.run('move', { ids: s.session.selection, dx, dy }, `Moved ${s.describe(s.session.selection)} ${Math.abs(dx || dy)} px`),
});
