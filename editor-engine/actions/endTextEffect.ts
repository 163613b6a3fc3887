import { defineAction } from './action.js';

const WORDS = { outline: 'Outline', shadow: 'Shadow' } as const;
const effect = (pending: string | null | undefined) => /^(outline|shadow):(.+)$/.exec(pending ?? '');

/** An outline's or a shadow's colour picker or width slider let go: every value it passed is one undo step. */
export const endTextEffect = defineAction({
  name: 'endTextEffect',
  label: 'Keep this look',
  enabled: (s) => effect(s.getSnapshot().pending) !== null,
  perform: (s) => {
    const [, kind, id] = effect(s.getSnapshot().pending)!;
    s.commit(`${WORDS[kind as keyof typeof WORDS]} changed on ${s.describe([id])}`);
  },
});
