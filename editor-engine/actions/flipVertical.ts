import { defineAction } from './action.js';
import { hasSelection } from './objectLook.js';

/** Mirrors the selected objects top to bottom (Shift+V, or the arrange section's button): one undo step. */
export const flipVertical = defineAction({
  name: 'flipVertical',
  label: 'Flip vertically',
  keyTest: (e) => !e.targetIsInput && e.shiftKey === true && !e.ctrlKey && !e.metaKey && !e.altKey && e.key.toLowerCase() === 'v',
  enabled: hasSelection,
  perform: (s) => s.run('flip', { ids: s.session.selection, axis: 'y' }, `Flipped vertically: ${s.describe(s.session.selection)}`),
});
