import { normaliseHex } from '../logic/colour.js';
import { paintColourRange } from '../logic/textEffects.js';
import { isLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export interface ColourCharactersArgs {
  id: string;
  /** The characters [start, end) in the text's UTF-16 indices (a text field's selectionStart and selectionEnd). */
  start: number;
  end: number;
  fill: string;
}

/** Some of a text's letters in another colour (issue 29); the text's own colour for them takes their range away. */
export const colourCharacters = defineCommand<ColourCharactersArgs>('colourCharacters', (draft, { id, start, end, fill }) => {
  const obj = draft.objects[id];
  if (!obj || obj.kind !== 'text') throw new CommandError('colourCharacters', `no text with id ${id}`);
  // a locked text keeps its style (logic/locks.ts), as styleText
  if (isLocked(obj)) throw new CommandError('colourCharacters', `${id} is locked`);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > obj.text.length || start >= end)
    throw new CommandError('colourCharacters', `the letters ${start} to ${end} are not in the text's ${obj.text.length}`);
  const colours = paintColourRange(obj.colours ?? [], start, end, normaliseHex(fill), obj.fill);
  if (colours.length) obj.colours = colours;
  else delete obj.colours;
});
