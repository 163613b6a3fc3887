import { photoPlacement, shiftPhoto } from '../export/frames.js';
import { drawnTransform } from '../logic/look.js';
import { defineAction, primary } from './action.js';
import { NUDGE_PX, NUDGE_SHIFT_PX } from './nudge.js';

const DIRECTIONS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * While a picture's photo is adjusted, the arrow keys move the photo inside its frame by the nudge's steps (canvas
 * pixels, along the picture's own sides); at its edge it stays and says so.
 */
export const panPhoto = defineAction<{ dx: number; dy: number }>({
  name: 'panPhoto',
  label: 'Move the photo inside its frame',
  keyTest: (e) => !e.targetIsInput && !primary(e) && !e.altKey && e.key in DIRECTIONS,
  argsFromKey: (e) => {
    const [x, y] = DIRECTIONS[e.key];
    const step = e.shiftKey ? NUDGE_SHIFT_PX : NUDGE_PX;
    return { dx: x * step, dy: y * step };
  },
  enabled: (s) => s.session.adjusting !== null && s.doc.objects[s.session.adjusting]?.kind === 'image',
  perform: (s, { dx, dy }) => {
    const image = s.doc.objects[s.session.adjusting ?? ''];
    if (image?.kind !== 'image') return;
    const from = photoPlacement(image);
    // as drawn: a flipped picture's photo moves the way the arrow points
    const { scaleX, scaleY } = drawnTransform(image);
    const to = shiftPhoto(image, from, dx / scaleX, dy / scaleY);
    if (to.x === from.x && to.y === from.y) s.announce('The photo is at its edge: zoom in to move it further that way');
    else s.run('placePhoto', { id: image.id, ...to }, 'Moved the photo inside its frame');
  },
});
