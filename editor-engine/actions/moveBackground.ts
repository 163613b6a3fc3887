import { backgroundPosition, shiftBackground } from '../export/scene.js';
import { defineAction, primary } from './action.js';
import { NUDGE_PX, NUDGE_SHIFT_PX } from './nudge.js';

const DIRECTIONS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * With the photo selected (a drag on it where no object is, or the "Move the photo" button), the arrow keys move it
 * within its overflow by the nudge's steps; a photo that fits the canvas exactly on that axis has nowhere to go.
 */
export const moveBackground = defineAction<{ dx: number; dy: number }>({
  name: 'moveBackground',
  label: 'Move the photo',
  keyTest: (e) => !e.targetIsInput && !primary(e) && !e.altKey && e.key in DIRECTIONS,
  argsFromKey: (e) => {
    const [x, y] = DIRECTIONS[e.key];
    const step = e.shiftKey ? NUDGE_SHIFT_PX : NUDGE_PX;
    return { dx: x * step, dy: y * step };
  },
  enabled: (s) => s.session.photo && s.doc.background !== null,
  perform: (s, { dx, dy }) => {
    const from = backgroundPosition(s.doc);
    const to = shiftBackground(s.doc, from, dx, dy);
    // at its edge (or fitting the canvas exactly that way) the photo stays, and the shopper is told why
    if (to.x === from.x && to.y === from.y) s.announce('The photo is at its edge: it cannot move further that way');
    else s.run('moveBackground', to, 'Moved the photo');
  },
});
