import { defineAction } from './action.js';
import { lookWords } from './objectLook.js';

const sliding = (pending: string | null | undefined) => /^(opacity|adjust):/.test(pending ?? '');

/** An opacity or adjustment slider let go (pointer up, key up, focus gone): every value it passed is one undo step. */
export const endLook = defineAction({
  name: 'endLook',
  label: 'Keep this look',
  enabled: (s) => sliding(s.getSnapshot().pending),
  perform: (s) => s.commit(lookWords(s, s.getSnapshot().pending!)),
});
