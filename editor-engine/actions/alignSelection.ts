import { alignMoves, MIN_TO_ALIGN, movableSelection, type AlignEdge } from '../logic/arrange.js';
import type { DesignerSession } from '../session/session.js';
import { defineAction, primary } from './action.js';

/** Each edge's button name and what is said once done ("Aligned 3 objects left"). */
export const ALIGN_WORDS: Record<AlignEdge, { label: string; done: string }> = {
  left: { label: 'Align left edges', done: 'left' },
  centre: { label: 'Align centres', done: 'on their centres' },
  right: { label: 'Align right edges', done: 'right' },
  top: { label: 'Align top edges', done: 'to the top' },
  middle: { label: 'Align middles', done: 'on their middles' },
  bottom: { label: 'Align bottom edges', done: 'to the bottom' },
};

/** Ctrl/Cmd+Shift+arrow lines the selection up with its outermost left, right, top or bottom edge. */
const KEYS: Record<string, AlignEdge> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'top', ArrowDown: 'bottom' };

export const canAlign = (s: DesignerSession) => movableSelection(s.doc, s.session.selection).length >= MIN_TO_ALIGN;

/** Lines the selected objects up by what they ink, on an edge or centre of the box around them all: one undo step. */
export const alignSelection = defineAction<{ edge: AlignEdge }>({
  name: 'alignSelection',
  label: 'Align the selected objects',
  keyTest: (e) => !e.targetIsInput && primary(e) && e.shiftKey === true && !e.altKey && e.key in KEYS,
  argsFromKey: (e) => ({ edge: KEYS[e.key] }),
  enabled: canAlign,
  perform: (s, { edge }) => {
    const objects = movableSelection(s.doc, s.session.selection);
    const moves = alignMoves(objects, edge, s.measureText);
    const what = s.describe(objects.map((o) => o.id));
    if (moves.length === 0) return s.announce(`${what} already aligned ${ALIGN_WORDS[edge].done}`);
    s.run('moveEach', { moves }, `Aligned ${what} ${ALIGN_WORDS[edge].done}`);
  },
});
