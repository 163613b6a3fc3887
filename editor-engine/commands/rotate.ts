import { assertFinite, defineCommand } from './command.js';
import { updateTransforms } from './transforms.js';

export interface RotateArgs {
  ids: string[];
  angle: number;
}

/** Sets the absolute rotation in degrees, normalised to [0, 360). */
export const rotate = defineCommand<RotateArgs>('rotate', (draft, { ids, angle }) => {
  assertFinite('rotate', 'angle', angle);
  const normalised = ((angle % 360) + 360) % 360;
  updateTransforms(draft, ids, (t) => ({ ...t, angle: normalised }));
});
