import { defineAction } from './action.js';
import { changeSpacing, oneTextSelected, type SpacingArgs } from './textStyle.js';

/**
 * A text's lines bent on an arc, -100 to 100 % (issue 29, logic/textCurve.ts): the text section's Curve slider (a
 * drag is one undo step, closed by endTextStyle), or Alt+Shift+Page Up / Page Down on the canvas, 5 % a press (the
 * arrows with Alt+Shift are the line height's and the letter spacing's).
 */
export const curveText = defineAction<SpacingArgs>({
  name: 'curveText',
  label: 'Curve',
  keyTest: (e) => !e.targetIsInput && e.altKey === true && e.shiftKey === true && !e.ctrlKey && !e.metaKey && (e.key === 'PageUp' || e.key === 'PageDown'),
  argsFromKey: (e) => ({ step: e.key === 'PageUp' ? 1 : -1 }),
  enabled: oneTextSelected,
  perform: (s, args) => changeSpacing(s, 'curve', args),
});
