import type { ClipboardStore } from '../../editor-engine';
import { FONTS } from '../../workers/fonts/catalogue';

// The designer's clipboard (copy, cut, paste): one localStorage key, so what was copied in one product's designer
// pastes into another's, and a reload keeps it. Not the system clipboard: a design's objects are no text to paste
// elsewhere, and reading the system clipboard asks the shopper's permission.

export const CLIPBOARD_KEY = 'atelier:designer-clipboard';

export function localClipboard(): ClipboardStore {
  return {
    read: () => {
      try {
        return localStorage.getItem(CLIPBOARD_KEY);
      } catch {
        return null; // storage blocked (private mode, a sandbox): nothing to paste
      }
    },
    write: (text) => {
      try {
        localStorage.setItem(CLIPBOARD_KEY, text);
      } catch (e) {
        console.warn('designer clipboard: could not keep the copy', e);
      }
    },
    fonts: FONTS,
  };
}
