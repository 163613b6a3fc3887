import { defineAction } from './action.js';
import { oneTextSelected } from './textStyle.js';

/**
 * "Colour the selected letters" (issue 29): the letters selected in the text's field ([start, end) of its
 * selectionStart and selectionEnd) in another colour. The picker's shades go under the text colour's mark
 * (`colour:<id>`), so endTextColour keeps them as one undo step, as for the whole text's colour.
 */
export const colourCharacters = defineAction<{ id: string; start: number; end: number; fill: string }>({
  name: 'colourCharacters',
  label: 'Colour the selected letters',
  enabled: oneTextSelected,
  perform: (s, { id, start, end, fill }) => {
    if (s.getSnapshot().pending !== `colour:${id}`) s.begin(`colour:${id}`);
    s.run('colourCharacters', { id, start, end, fill });
  },
});
