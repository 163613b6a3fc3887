import { hasBackground } from '../model.js';
import { restoreClipboard } from '../restore.js';
import { refit } from '../logic/arrange.js';
import { defineAction, primary } from './action.js';
import { addCopies } from './copies.js';

/**
 * Ctrl/Cmd+V: what was copied or cut, in this design or another product's, placed on this canvas (refit: positions
 * follow its proportions, sizes never grow) a little off where it was, selected. The clipboard's content is
 * checked as a stored design's objects are; anything else is left unpasted with a message.
 */
export const pasteClipboard = defineAction({
  name: 'pasteClipboard',
  label: 'Paste the copied objects',
  keyTest: (e) => !e.targetIsInput && primary(e) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'v',
  // SPEC.md section 4: nothing is added before the design has a background
  enabled: (s) => hasBackground(s.doc) && s.clipboard.read() !== null,
  perform: (s) => {
    let content;
    try {
      content = restoreClipboard(s.clipboard.read() ?? '', { fonts: s.clipboard.fonts });
    } catch (e) {
      return s.announce(`Nothing pasted: the clipboard holds no design objects (${e instanceof Error ? e.message : String(e)})`);
    }
    addCopies(s, refit(content.objects, content.canvas, s.doc.canvas), 'Pasted');
  },
});
