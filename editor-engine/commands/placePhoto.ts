import type { Draft } from 'immer';
import type { DesignDocument, ImageObject, PhotoPlacement } from '../model.js';
import { clampZoom } from '../export/frames.js';
import { assertFinite, CommandError, defineCommand } from './command.js';

export function imageOf(draft: Draft<DesignDocument>, id: string, command: string): Draft<ImageObject> {
  const o = draft.objects[id];
  if (!o || o.kind !== 'image') throw new CommandError(command, `${id} is not a picture`);
  return o;
}

/**
 * Places the photo inside its frame, or inside its own box (a crop): x and y clamped to 0..1 (it keeps covering the
 * frame), the zoom to 1..MAX_PHOTO_ZOOM. Centred and unzoomed without a frame, the picture is whole again.
 */
export const placePhoto = defineCommand<{ id: string } & PhotoPlacement>('placePhoto', (draft, { id, x, y, zoom }) => {
  const image = imageOf(draft, id, 'placePhoto');
  assertFinite('placePhoto', 'x', x);
  assertFinite('placePhoto', 'y', y);
  assertFinite('placePhoto', 'zoom', zoom);
  const inner = { x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)), zoom: clampZoom(zoom) };
  if (!image.frame && inner.x === 0.5 && inner.y === 0.5 && inner.zoom === 1) delete image.inner;
  else if (!image.inner || image.inner.x !== inner.x || image.inner.y !== inner.y || image.inner.zoom !== inner.zoom) image.inner = inner;
});
