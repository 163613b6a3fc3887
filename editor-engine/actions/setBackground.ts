import type { BackgroundImage } from '../model.js';
import { defineAction } from './action.js';

/** The add section's background: an uploaded picture covers the canvas (a second one replaces the first). */
export const setBackground = defineAction<BackgroundImage & { name?: string }>({
  name: 'setBackground',
  label: 'Use as background',
  enabled: () => true,
  perform: (s, { name, ...image }) => s.run(s.doc.background ? 'replaceBackground' : 'addBackground', image, `Background ${name ?? 'picture'} added`),
});
