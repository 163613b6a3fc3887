import type { BackgroundImage } from '../model.js';
import { addBackground } from './addBackground.js';
import { CommandError, defineCommand } from './command.js';

/** Replaces an existing background image; keeps shape and effect (only removal resets them). */
export const replaceBackground = defineCommand<BackgroundImage>('replaceBackground', (draft, image) => {
  if (!draft.background) throw new CommandError('replaceBackground', 'there is no background to replace');
  addBackground.recipe(draft, image);
});
