import { assertFinite, defineCommand } from './command.js';

export interface RotateArgs {
  ids: string[];
  angle: number;
}

/** Sets the absolute rotation in degrees, normalised to [0, 360). */
export const rotate = defineCommand<RotateArgs>('rotate', (draft, { ids, angle }) => {
  assertFinite('rotate', 'angle', angle);
  const normalised = ((angle % 360) + 360) % 360;
  for (const id of ids) {
    const obj = draft.objects[id];
    if (obj) obj.transform.angle = normalised;
  }
});
