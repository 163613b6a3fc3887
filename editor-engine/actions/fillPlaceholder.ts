import { isPhotoPlaceholder } from '../logic/locks.js';
import { defineAction } from './action.js';

/** The shopper's photo (uploaded) into a template's photo frame, in its place and size; one undo step, selected. */
export const fillPlaceholder = defineAction<{ id: string; src: string; naturalWidth: number; naturalHeight: number }>({
  name: 'fillPlaceholder',
  label: 'Put your photo in the frame',
  enabled: (s) => Object.values(s.doc.objects).some(isPhotoPlaceholder),
  perform: (s, args) => {
    if (!isPhotoPlaceholder(s.doc.objects[args.id])) return;
    s.select([args.id]);
    s.run('fillPlaceholder', args, 'Your photo is in the frame');
  },
});
