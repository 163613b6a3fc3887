import { isLocked } from '../rules/locks.js';
import { FRAME_KINDS, type FrameKind } from '../model.js';
import { CommandError, defineCommand } from './command.js';
import { imageOf } from './placePhoto.js';

/**
 * Puts a picture into a frame (export/frames.ts), or takes it out (`kind: null`). The photo's place inside is kept
 * while it changes frames; without a frame a centred, unzoomed photo is the whole picture again (no crop left).
 */
export const frameImage = defineCommand<{ id: string; kind: FrameKind | null }>('frameImage', (draft, { id, kind }) => {
  const image = imageOf(draft, id, 'frameImage');
  if (isLocked(image)) throw new CommandError('frameImage', `${id} is locked`); // a locked picture keeps its look (rules/locks.ts)
  if (kind === null) {
    delete image.frame;
    if (image.inner && image.inner.zoom === 1 && image.inner.x === 0.5 && image.inner.y === 0.5) delete image.inner;
    return;
  }
  if (!FRAME_KINDS.includes(kind)) throw new CommandError('frameImage', `unknown frame ${String(kind)}`);
  if (image.frame?.kind !== kind) image.frame = { kind };
});
