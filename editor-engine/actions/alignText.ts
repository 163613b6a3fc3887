import type { TextAlign } from '../model.js';
import { defineAction, primary } from './action.js';
import { oneTextSelected, selectedTextId } from './textStyle.js';

const KEYS: Record<string, TextAlign> = { l: 'left', e: 'centre', r: 'right' };
const WORDS: Record<TextAlign, string> = { left: 'left', centre: 'centred', right: 'right' };

/**
 * A text's lines left, centred or right under the widest (issue 29): the text section's three buttons, or
 * Ctrl/Cmd+Shift+L, E or R on the canvas (as word processors have them). One undo step each.
 */
export const alignText = defineAction<{ align: TextAlign; id?: string }>({
  name: 'alignText',
  label: 'Align the lines',
  keyTest: (e) => !e.targetIsInput && primary(e) && e.shiftKey === true && !e.altKey && e.key.toLowerCase() in KEYS,
  argsFromKey: (e) => ({ align: KEYS[e.key.toLowerCase()] }),
  enabled: oneTextSelected,
  perform: (s, { align, id = selectedTextId(s) }) => {
    if (!id) return;
    s.run('styleText', { id, align }, `Lines ${WORDS[align]} on ${s.describe([id])}`);
  },
});
