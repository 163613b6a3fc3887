import { defineAction } from './action.js';
import { changeSpacing, oneTextSelected, type SpacingArgs } from './textStyle.js';

/**
 * The distance between a text's lines, times the font's own (issue 29): the text section's slider (a drag is one
 * undo step, closed by endTextStyle), or Alt+Shift+Up / Down on the canvas, a tenth a press.
 */
export const changeLineHeight = defineAction<SpacingArgs>({
  name: 'changeLineHeight',
  label: 'Line height',
  keyTest: (e) => !e.targetIsInput && e.altKey === true && e.shiftKey === true && !e.ctrlKey && !e.metaKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown'),
  argsFromKey: (e) => ({ step: e.key === 'ArrowUp' ? 1 : -1 }),
  enabled: oneTextSelected,
  perform: (s, args) => changeSpacing(s, 'lineHeight', args),
});
