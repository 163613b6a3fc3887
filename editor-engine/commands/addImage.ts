import { fitImageScale } from '../logic/geometry.js';
import { CommandError, defineCommand, newId } from './command.js';

export interface AddImageArgs {
  src: string;
  naturalWidth: number;
  naturalHeight: number;
}

/** Adds an image centred on the canvas, scaled down to fit the canvas minus 25 px in steps of 10 px. */
export const addImage = defineCommand<AddImageArgs>('addImage', (draft, args) => {
  if (!args.src) throw new CommandError('addImage', 'src is required');
  if (!(args.naturalWidth > 0 && args.naturalHeight > 0)) throw new CommandError('addImage', 'natural size must be positive');
  const scale = fitImageScale(args.naturalWidth, args.naturalHeight, draft.canvas.width, draft.canvas.height);
  const id = newId(draft, 'i');
  draft.objects[id] = {
    id,
    kind: 'image',
    src: args.src,
    naturalWidth: args.naturalWidth,
    naturalHeight: args.naturalHeight,
    transform: { x: draft.canvas.width / 2, y: draft.canvas.height / 2, scaleX: scale, scaleY: scale, angle: 0 },
  };
  draft.order.push(id);
});
