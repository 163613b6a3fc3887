/**
 * Editor engine benchmark (printed, never asserted): undo/redo on a 500-object document and a drag of 500 objects
 * as one gesture. Baselines in the same run: structuredClone of the document (what a snapshot history would pay), and
 * for the drag tick the previous bulk move (same record rebuild, left for immer's finalize to walk and freeze).
 * Run: npm run bench:editor
 */
import { original, produceWithPatches } from 'immer';
import { History, type DesignDocument, type DesignObject } from '../editor-engine/index.js';
import { documentWith, median, ms } from './engineHarness';

const OBJECTS = 500;
const STEPS = 100;
const doc = documentWith(OBJECTS);
const ids = [...doc.order];

// Baseline: cloning the whole document once.
const cloneTimes: number[] = [];
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  structuredClone(doc);
  cloneTimes.push(performance.now() - t);
}
const clone = median(cloneTimes);

// Undo / redo of single-object steps.
const h = new History(doc, { limit: STEPS });
for (let i = 0; i < 30; i++) h.execute('move', { ids: [ids[i]], dx: 1, dy: 1 });
for (let i = 0; i < 30; i++) h.undo();
for (let i = 0; i < STEPS; i++) h.execute('move', { ids: [ids[(i * 7) % OBJECTS]], dx: 1, dy: 1 });
const undoTimes: number[] = [];
const redoTimes: number[] = [];
for (let i = 0; i < STEPS; i++) {
  const t = performance.now();
  h.undo();
  undoTimes.push(performance.now() - t);
}
for (let i = 0; i < STEPS; i++) {
  const t = performance.now();
  h.redo();
  redoTimes.push(performance.now() - t);
}

// A drag of all 500 objects: mark, 60 ticks, squash; then undo/redo the whole gesture.
const TICKS = 100;
const g = new History(doc);
// Warm-up gesture (JIT), cancelled with bail().
g.mark('warm-up');
for (let i = 0; i < 100; i++) g.execute('move', { ids, dx: 1, dy: 0.5 });
g.bail();
const tickTimes: number[] = [];
const t0 = performance.now();
g.mark('drag');
for (let i = 0; i < TICKS; i++) {
  const t = performance.now();
  g.execute('move', { ids, dx: 1, dy: 0.5 });
  tickTimes.push(performance.now() - t);
}
let t = performance.now();
g.squash();
const squash = performance.now() - t;
const dragTotal = performance.now() - t0;
t = performance.now();
g.undo();
const gestureUndo = performance.now() - t;
t = performance.now();
g.redo();
const gestureRedo = performance.now() - t;

// Previous version of the bulk move (before commit "move freezes what it builds"), run through immer the same way.
function previousTick(d: DesignDocument, dx: number, dy: number): DesignDocument {
  return produceWithPatches(d, (draft) => {
    const base = (original(draft.objects) ?? draft.objects) as Record<string, DesignObject>;
    const next = { ...base };
    for (const id of ids) next[id] = { ...base[id], transform: { ...base[id].transform, x: base[id].transform.x + dx, y: base[id].transform.y + dy } };
    draft.objects = next;
  })[0];
}
// Interleaved so both see the same machine load: previous, current, previous, ...
const prevTimes: number[] = [];
const currTimes: number[] = [];
const hc = new History(doc);
hc.mark('ab');
let dp = doc;
for (let i = 0; i < 2 * TICKS; i++) {
  const t = performance.now();
  if (i % 2) hc.execute('move', { ids, dx: 1, dy: 0.5 });
  else dp = previousTick(dp, 1, 0.5);
  (i % 2 ? currTimes : prevTimes).push(performance.now() - t);
}
hc.bail();
// Rotate ticks of 500 objects: previous version (nested drafts) against the current command, interleaved too.
const prevRotate: number[] = [];
const currRotate: number[] = [];
hc.mark('rotate');
for (let i = 0; i < 2 * TICKS; i++) {
  const angle = (i >> 1) + 1;
  const t = performance.now();
  if (i % 2) hc.execute('rotate', { ids, angle });
  else
    produceWithPatches(doc, (draft) => {
      for (const id of ids) draft.objects[id].transform.angle = angle;
    });
  (i % 2 ? currRotate : prevRotate).push(performance.now() - t);
}
hc.bail();

console.log(`editor-engine benchmark: ${OBJECTS}-object document (node ${process.version})`);
console.log(`  baseline structuredClone(doc)        ${ms(clone)}`);
console.log(`  undo, median of ${STEPS}                 ${ms(median(undoTimes))}  (goal < 1 ms; ${(median(undoTimes) / clone).toFixed(3)}x clone)`);
console.log(`  redo, median of ${STEPS}                 ${ms(median(redoTimes))}  (goal < 1 ms; ${(median(redoTimes) / clone).toFixed(3)}x clone)`);
console.log(`  drag tick, 500 objects, median        ${ms(median(tickTimes))}  (goal < 5 ms; ${(median(tickTimes) / clone).toFixed(2)}x clone)`);
console.log(
  `  drag tick A/B, interleaved: previous  ${ms(median(prevTimes))}, current ${ms(median(currTimes))}  (current/previous ${(median(currTimes) / median(prevTimes)).toFixed(2)})`,
);
console.log(
  `  rotate tick A/B, interleaved: previous ${ms(median(prevRotate))}, current ${ms(median(currRotate))}  (current/previous ${(median(currRotate) / median(prevRotate)).toFixed(2)})`,
);
console.log(`  drag tick, 500 objects, worst         ${ms(Math.max(...tickTimes))}`);
console.log(`  squash ${TICKS} ticks into one step        ${ms(squash)}  (whole gesture ${ms(dragTotal)})`);
console.log(`  undo / redo of the squashed drag      ${ms(gestureUndo)} / ${ms(gestureRedo)}`);
