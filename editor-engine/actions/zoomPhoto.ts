import { clampZoom, photoPlacement } from '../export/frames.js';
import { MAX_PHOTO_ZOOM } from '../model.js';
import { defineAction, primary } from './action.js';
import { SCALE_STEP } from './scaleSelection.js';

/** While a picture's photo is adjusted, + and - zoom the photo inside its frame by the resize's 10 %. */
export const zoomPhoto = defineAction<{ factor: number }>({
  name: 'zoomPhoto',
  label: 'Zoom the photo inside its frame',
  keyTest: (e) => !e.targetIsInput && !primary(e) && (e.key === '+' || e.key === '=' || e.key === '-'),
  argsFromKey: (e) => ({ factor: e.key === '-' ? 1 / SCALE_STEP : SCALE_STEP }),
  enabled: (s) => s.session.adjusting !== null && s.doc.objects[s.session.adjusting]?.kind === 'image',
  perform: (s, { factor }) => {
    const image = s.doc.objects[s.session.adjusting ?? ''];
    if (image?.kind !== 'image') return;
    const from = photoPlacement(image);
    const zoom = clampZoom(from.zoom * factor);
    // within a thousandth of 1, it is 1: ten steps in and ten out come back to the whole photo
    const to = Math.abs(zoom - 1) < 1e-3 ? 1 : zoom;
    if (to === from.zoom) s.announce(to === 1 ? 'The photo fills its frame: it cannot be smaller' : `The photo is at its largest (${MAX_PHOTO_ZOOM} times)`);
    else s.run('placePhoto', { id: image.id, ...from, zoom: to }, `Photo zoomed to ${Math.round(to * 100)} %`);
  },
});
