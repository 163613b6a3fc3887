import type { TextObject } from '../model.js';
import { DEFAULT_SHADOW } from '../logic/textEffects.js';
import { defineAction } from './action.js';
import { oneTextSelected, selectedTextId } from './textStyle.js';

/**
 * A hard shadow under the selected text (issue 29). `on` turns it on (the default colour) or off: one undo step. A
 * colour picker's shades go under one mark (`shadow:<id>`), kept as one undo step by endTextEffect.
 */
export const textShadow = defineAction<{ id?: string; on?: boolean; colour?: string }>({
  name: 'textShadow',
  label: 'Shadow',
  enabled: oneTextSelected,
  perform: (s, { id = selectedTextId(s), on, colour }) => {
    const text = id ? (s.doc.objects[id] as TextObject) : undefined;
    if (!id || !text) return;
    if (on !== undefined) {
      s.run(
        'setTextEffects',
        { id, shadow: on ? (text.shadow ?? DEFAULT_SHADOW) : null },
        on ? `Shadow added to ${s.describe([id])}` : `Shadow taken off ${s.describe([id])}`,
      );
      return;
    }
    if (colour === undefined) return;
    const mark = `shadow:${id}`;
    if (s.getSnapshot().pending !== mark) s.begin(mark);
    s.run('setTextEffects', { id, shadow: { colour } });
  },
});
