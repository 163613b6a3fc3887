import type { BackgroundImage } from '../model.js';
import { CommandError, defineCommand } from './command.js';

/** Sets the background image (SPEC.md 4: sections stay inactive until a background exists). */
export const addBackground = defineCommand<BackgroundImage>('addBackground', (draft, image) => {
  if (!image.src) throw new CommandError('addBackground', 'src is required');
  if (!(image.naturalWidth > 0 && image.naturalHeight > 0)) {
    throw new CommandError('addBackground', 'natural size must be positive');
  }
  draft.background = { src: image.src, naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight };
});
