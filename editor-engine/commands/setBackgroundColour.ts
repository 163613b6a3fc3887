import { parseColourInput } from '../logic/colour.js';
import { CommandError, defineCommand } from './command.js';

/** Sets (or clears with null) the background colour from any accepted colour input. */
export const setBackgroundColour = defineCommand<{ colour: string | null }>('setBackgroundColour', (draft, { colour }) => {
  if (colour === null) {
    draft.backgroundColor = null;
    return;
  }
  const parsed = parseColourInput(colour);
  if (!parsed.ok) throw new CommandError('setBackgroundColour', parsed.error);
  draft.backgroundColor = parsed.hex;
});
