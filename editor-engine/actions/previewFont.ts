import { isLocked } from '../logic/locks.js';
import { defineAction } from './action.js';

/**
 * The font modal previews each font the shopper points at on the text itself, under one named mark: confirmFont
 * keeps the last one as a single undo step, Escape (or the modal's Cancel) puts the text back as it was.
 */
export const previewFont = defineAction<{ id: string; font: string; fontFile: string }>({
  name: 'previewFont',
  label: 'Try this font',
  enabled: (s) => s.session.selection.length === 1 && !isLocked(s.doc.objects[s.session.selection[0]]),
  perform: (s, { id, font, fontFile }) => {
    if (s.getSnapshot().pending !== 'font') s.begin('font');
    s.run('editText', { id, font, fontFile });
  },
});

export const confirmFont = defineAction({
  name: 'confirmFont',
  label: 'Use this font',
  enabled: (s) => s.getSnapshot().pending === 'font',
  perform: (s) => s.commit(`Font changed on ${s.describe(s.session.selection)}`),
});

/** The font modal's Cancel (or Escape): the previewed text back as it was, nothing recorded. */
export const cancelFont = defineAction({
  name: 'cancelFont',
  label: 'Keep the font',
  enabled: (s) => s.getSnapshot().pending === 'font',
  perform: (s) => s.cancel(),
});
