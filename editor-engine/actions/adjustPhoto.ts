import { defineAction } from './action.js';
import { selectedImage } from './frameImage.js';

/**
 * "Adjust photo": the selected picture's photo moves inside its frame (a drag, the arrows: panPhoto) and zooms (+ and
 * -: zoomPhoto) until the shopper is done (this again, Escape, or another selection). Changes nothing by itself.
 */
export const adjustPhoto = defineAction({
  name: 'adjustPhoto',
  label: 'Adjust photo',
  enabled: (s) => selectedImage(s) !== null,
  perform: (s) => {
    const image = selectedImage(s);
    if (image) s.adjustPhoto(s.session.adjusting === image.id ? null : image.id);
  },
});
