import type { AdjustField } from '../logic/look.js';
import { defineAction } from './action.js';
import { oneImageSelected, selectedImageId, slideUnder } from './objectLook.js';

/**
 * The selected picture's brightness, contrast or saturation (-100 to 100), from the arrange section's sliders: a
 * drag is one undo step (closed by endLook), as setOpacity.
 */
export const adjustImage = defineAction<{ field: AdjustField; value: number }>({
  name: 'adjustImage',
  label: 'Adjust the picture',
  enabled: oneImageSelected,
  perform: (s, { field, value }) => {
    const id = selectedImageId(s)!;
    slideUnder(s, `adjust:${field}:${id}`);
    s.run('adjustImage', { id, [field]: value });
  },
});
