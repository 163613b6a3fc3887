import type { FrameMask } from '../model.js';
import { isLocked } from '../logic/locks.js';
import { defineAction } from './action.js';
import { selectedImage } from './frameImage.js';

/**
 * The frame chooser's "Library shape…": the selected picture shows through a library design's outline (the union of
 * its shapes, fetched from the server when the shopper picks the design), moved and zoomed inside as in any frame.
 */
export const maskImage = defineAction<{ mask: FrameMask; name: string }>({
  name: 'maskImage',
  label: 'Library shape…',
  enabled: (s) => selectedImage(s) !== null && !isLocked(selectedImage(s)!),
  perform: (s, { mask, name }) => {
    const image = selectedImage(s);
    if (!image) return;
    s.run('frameImage', { id: image.id, kind: 'design', mask }, `Framed the image in the shape of ${name}`);
  },
});
