import type { FrameKind, ImageObject } from '../model.js';
import type { DesignerSession } from '../session/session.js';
import { isLocked } from '../logic/locks.js';
import { defineAction } from './action.js';

/** The frames' names, as the menu's choices and the announcements say them. */
export const FRAME_NAMES: Record<FrameKind, string> = {
  circle: 'Circle',
  rounded: 'Rounded rectangle',
  heart: 'Heart',
  star: 'Star',
  hexagon: 'Hexagon',
};

/** The one picture selected, or null (frames and the photo inside act on one picture at a time). */
export function selectedImage(s: DesignerSession): ImageObject | null {
  const { selection } = s.session;
  const o = selection.length === 1 ? s.doc.objects[selection[0]] : undefined;
  return o?.kind === 'image' ? o : null;
}

/** The image section's frame choice: the selected picture shows through a shape; "No frame" takes it out. */
export const frameImage = defineAction<{ kind: FrameKind | null }>({
  name: 'frameImage',
  label: 'Frame',
  // a locked picture keeps its frame (logic/locks.ts)
  enabled: (s) => selectedImage(s) !== null && !isLocked(selectedImage(s)!),
  perform: (s, { kind }) => {
    const image = selectedImage(s);
    if (!image) return;
    s.run('frameImage', { id: image.id, kind }, kind ? `Framed the image as a ${FRAME_NAMES[kind].toLowerCase()}` : 'Took the image out of its frame');
  },
});
