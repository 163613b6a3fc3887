import type { TextObject } from '../model.js';
import { DEFAULT_STROKE } from '../logic/textEffects.js';
import { defineAction } from './action.js';
import { oneTextSelected, selectedTextId } from './textStyle.js';

/**
 * An outline around the selected text's letters (issue 29). `on` turns it on (the default outline) or off: one undo
 * step. A colour picker's shades or a width slider's values (`colour`, `width`) go under one mark (`outline:<id>`),
 * kept as one undo step by endTextEffect when the control is let go.
 */
export const textOutline = defineAction<{ id?: string; on?: boolean; colour?: string; width?: number }>({
  name: 'textOutline',
  label: 'Outline',
  enabled: oneTextSelected,
  perform: (s, { id = selectedTextId(s), on, colour, width }) => {
    const text = id ? (s.doc.objects[id] as TextObject) : undefined;
    if (!id || !text) return;
    if (on !== undefined) {
      s.run(
        'setTextEffects',
        { id, stroke: on ? (text.stroke ?? DEFAULT_STROKE) : null },
        on ? `Outline added to ${s.describe([id])}` : `Outline taken off ${s.describe([id])}`,
      );
      return;
    }
    const mark = `outline:${id}`;
    if (s.getSnapshot().pending !== mark) s.begin(mark);
    const now = text.stroke ?? DEFAULT_STROKE;
    s.run('setTextEffects', { id, stroke: { colour: colour ?? now.colour, width: width ?? now.width } });
  },
});
