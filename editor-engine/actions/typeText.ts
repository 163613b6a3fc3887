import { canRetype } from '../logic/locks.js';
import { defineAction } from './action.js';

/** Typing in a text's field: a burst of keystrokes is one undo step, closed by endTyping (blur, Enter, another action). */
export const typeText = defineAction<{ id: string; text: string }>({
  name: 'typeText',
  label: 'Text',
  // a locked text keeps its words, unless the template made it a name to retype (logic/locks.ts)
  enabled: (s) => s.session.selection.length === 1 && canRetype(s.doc.objects[s.session.selection[0]]),
  perform: (s, { id, text }) => {
    if (s.getSnapshot().pending !== `typing:${id}`) s.begin(`typing:${id}`);
    s.run('editText', { id, text });
  },
});

export const endTyping = defineAction({
  name: 'endTyping',
  label: 'Done typing',
  enabled: (s) => s.getSnapshot().pending?.startsWith('typing:') === true,
  perform: (s) => s.commit(`Changed ${s.describe(s.session.selection)}`),
});
