import { isLocked } from '../logic/locks.js';
import { isFrameMask } from '../export/maskPath.js';
import { FRAME_KINDS, type FrameKind, type FrameMask } from '../model.js';
import { CommandError, defineCommand } from './command.js';
import { imageOf } from './placePhoto.js';

/**
 * Puts a picture into a frame (export/frames.ts), or takes it out (`kind: null`): one of the drawn shapes, or
 * `kind: 'design'` with a library design's outline as `mask`. The photo's place inside is kept while it changes
 * frames; without a frame a centred, unzoomed photo is the whole picture again (no crop left).
 */
export const frameImage = defineCommand<{ id: string; kind: FrameKind | 'design' | null; mask?: FrameMask }>('frameImage', (draft, { id, kind, mask }) => {
  const image = imageOf(draft, id, 'frameImage');
  if (isLocked(image)) throw new CommandError('frameImage', `${id} is locked`); // a locked picture keeps its look (logic/locks.ts)
  if (kind === null) {
    delete image.frame;
    if (image.inner && image.inner.zoom === 1 && image.inner.x === 0.5 && image.inner.y === 0.5) delete image.inner;
    return;
  }
  if (kind === 'design') {
    if (!isFrameMask(mask)) throw new CommandError('frameImage', 'a library design frame needs its outline');
    image.frame = { kind, mask: { designId: mask.designId, d: mask.d, width: mask.width, height: mask.height } };
    return;
  }
  if (!FRAME_KINDS.includes(kind)) throw new CommandError('frameImage', `unknown frame ${String(kind)}`);
  if (image.frame?.kind !== kind) image.frame = { kind };
});
