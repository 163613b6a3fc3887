import { defineAction } from './action.js';
import { hasSelection } from './objectLook.js';

/** Mirrors the selected objects left to right (Shift+H, or the arrange section's button): one undo step. */
export const flipHorizontal = defineAction({
  name: 'flipHorizontal',
  label: 'Flip horizontally',
  keyTest: (e) => !e.targetIsInput && e.shiftKey === true && !e.ctrlKey && !e.metaKey && !e.altKey && e.key.toLowerCase() === 'h',
  enabled: hasSelection,
  perform: (s) => s.run('flip', { ids: s.session.selection, axis: 'x' }, `Flipped horizontally: ${s.describe(s.session.selection)}`),
});
