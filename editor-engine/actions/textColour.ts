import { isLocked } from '../logic/locks.js';
import { defineAction } from './action.js';

/**
 * A selected text's colour, changed in place from the text section: the colour picker reports every shade it passes
 * through, all under one named mark (`colour:<id>`), and endTextColour (the picker closed or lost focus) keeps them as
 * one undo step.
 */
export const changeTextColour = defineAction<{ id: string; fill: string }>({
  name: 'changeTextColour',
  label: 'Text colour',
  enabled: (s) => s.session.selection.length === 1 && !isLocked(s.doc.objects[s.session.selection[0]]),
  perform: (s, { id, fill }) => {
    if (s.getSnapshot().pending !== `colour:${id}`) s.begin(`colour:${id}`);
    s.run('editText', { id, fill });
  },
});

export const endTextColour = defineAction({
  name: 'endTextColour',
  label: 'Keep this colour',
  enabled: (s) => s.getSnapshot().pending?.startsWith('colour:') === true,
  perform: (s) => s.commit(`Colour changed on ${s.describe(s.session.selection)}`),
});
