import { isPhotoPlaceholder } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface FillPlaceholderArgs {
  id: string;
  src: string;
  naturalWidth: number;
  naturalHeight: number;
}

/**
 * The shopper's photo in a template's photo frame: the picture is replaced, and fitted inside the frame's box (its
 * centre and turn kept, its proportions kept), so the frame stays where and as large as the template made it.
 */
export const fillPlaceholder = defineCommand<FillPlaceholderArgs>('fillPlaceholder', (draft, args) => {
  const o = draft.objects[args.id];
  if (!o || o.kind !== 'image' || !isPhotoPlaceholder(o)) throw new CommandError('fillPlaceholder', `no photo placeholder with id ${args.id}`);
  if (!args.src) throw new CommandError('fillPlaceholder', 'src is required');
  if (!(args.naturalWidth > 0 && args.naturalHeight > 0)) throw new CommandError('fillPlaceholder', 'natural size must be positive');
  const t = o.transform;
  const scale = Math.min((o.naturalWidth * Math.abs(t.scaleX)) / args.naturalWidth, (o.naturalHeight * Math.abs(t.scaleY)) / args.naturalHeight);
  o.src = args.src;
  o.naturalWidth = args.naturalWidth;
  o.naturalHeight = args.naturalHeight;
  o.transform = { ...t, scaleX: scale, scaleY: scale };
});
