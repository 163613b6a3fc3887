import { CommandError, defineCommand } from './command.js';
import { updateTransforms } from './transforms.js';

export interface ScaleArgs {
  ids: string[];
  scaleX: number;
  scaleY: number;
}

/** Sets the absolute scale of objects (a resize gesture sends one per tick). */
export const scale = defineCommand<ScaleArgs>('scale', (draft, { ids, scaleX, scaleY }) => {
  if (!(scaleX > 0 && scaleY > 0 && Number.isFinite(scaleX) && Number.isFinite(scaleY))) {
    throw new CommandError('scale', 'scale must be a positive finite number');
  }
  updateTransforms(draft, ids, (t) => ({ ...t, scaleX, scaleY }));
});
