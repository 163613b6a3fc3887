import { defineAction } from './action.js';
import { hasSelection, slideUnder } from './objectLook.js';

/**
 * How see-through the selected objects are (0 to 1), from the arrange section's slider: every value a drag passes is
 * kept under one mark and endLook (pointer up, key up, focus gone) makes it one undo step.
 */
export const setOpacity = defineAction<{ opacity: number }>({
  name: 'setOpacity',
  label: 'Opacity',
  enabled: hasSelection,
  perform: (s, { opacity }) => {
    const ids = s.session.selection;
    slideUnder(s, `opacity:${ids.join(',')}`);
    s.run('setOpacity', { ids, opacity });
  },
});
