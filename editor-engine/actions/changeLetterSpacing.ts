import { defineAction } from './action.js';
import { changeSpacing, oneTextSelected, type SpacingArgs } from './textStyle.js';

/**
 * The space added between a text's letters, in ems (issue 29): the text section's slider (a drag is one undo step,
 * closed by endTextStyle), or Alt+Shift+Left / Right on the canvas, a hundredth of an em a press.
 */
export const changeLetterSpacing = defineAction<SpacingArgs>({
  name: 'changeLetterSpacing',
  label: 'Letter spacing',
  keyTest: (e) => !e.targetIsInput && e.altKey === true && e.shiftKey === true && !e.ctrlKey && !e.metaKey && (e.key === 'ArrowRight' || e.key === 'ArrowLeft'),
  argsFromKey: (e) => ({ step: e.key === 'ArrowRight' ? 1 : -1 }),
  enabled: oneTextSelected,
  perform: (s, args) => changeSpacing(s, 'letterSpacing', args),
});
