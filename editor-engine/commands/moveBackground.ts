import type { BackgroundPosition } from '../model.js';
import { assertFinite, CommandError, defineCommand } from './command.js';

/**
 * Places the background photo's overflow (model.ts BackgroundPosition): the photo keeps covering the canvas, so a
 * position outside 0..1 is clamped to the photo's edge rather than showing an uncovered strip.
 */
export const moveBackground = defineCommand<BackgroundPosition>('moveBackground', (draft, { x, y }) => {
  if (!draft.background) throw new CommandError('moveBackground', 'there is no background photo to move');
  assertFinite('moveBackground', 'x', x);
  assertFinite('moveBackground', 'y', y);
  draft.background.position = { x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) };
});
