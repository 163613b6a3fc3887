import { defineAction } from './action.js';
import { spacingWords, type SpacingField } from './textStyle.js';

const slide = (pending: string | null | undefined) => /^(lineHeight|letterSpacing|curve):(.+)$/.exec(pending ?? '');

/** A line height, letter spacing or curve slider let go (pointer up, key up, focus gone): every value it passed is one undo step. */
export const endTextStyle = defineAction({
  name: 'endTextStyle',
  label: 'Keep this style',
  enabled: (s) => slide(s.getSnapshot().pending) !== null,
  perform: (s) => {
    const [, field, id] = slide(s.getSnapshot().pending)!;
    s.commit(spacingWords(s, field as SpacingField, id));
  },
});
