/**
 * Snapping benchmark (printed, never asserted; issue 29): a drag among 200 objects with snapping and its guides on,
 * against the same drag with snapping off, measured interleaved in one run. Script time per pointer move through the
 * pointer tool (the move command, the snap against 200 objects' edges and centres, the canvas and its safe margin).
 * Run: npm run bench:snap
 */
import { apply, createPointerTool, DesignerSession, type DesignDocument } from '../editor-engine/index.js';
import { documentWith, median } from './engineHarness';

const OBJECTS = 200;
const MOVES = 200;
const ROUNDS = 7;

/** `n` objects spread over the canvas, so their edges and centres are everywhere. */
function spreadWith(n: number): DesignDocument {
  let doc = documentWith(n, (i) => `Text ${i}`);
  for (let i = 0; i < n; i++) {
    const id = doc.order[i];
    const t = doc.objects[id].transform;
    doc = apply(doc, 'move', { ids: [id], dx: ((i * 37) % 560) + 20 - t.x, dy: ((i * 53) % 360) + 20 - t.y });
  }
  return doc;
}

/** One drag of the first object across the canvas: ms per move. */
function drag(doc: DesignDocument, snap: boolean): number {
  const session = new DesignerSession(doc);
  session.setView({ snap });
  // each object's drawn box, as the canvas gives it (here: 60 x 24 about its centre)
  const bounds = (id: string) => {
    const t = session.doc.objects[id].transform;
    return { left: t.x - 30, right: t.x + 30, top: t.y - 12, bottom: t.y + 12 };
  };
  const tool = createPointerTool(session, undefined, { bounds, canvasPerScreenPx: () => 0.75, safe: () => ({ left: 12, top: 12, right: 588, bottom: 388 }) });
  const id = doc.order[0];
  const start = doc.objects[id].transform;
  tool.down({ x: start.x, y: start.y }, { id });
  const t = performance.now();
  for (let i = 1; i <= MOVES; i++) tool.move({ x: start.x + ((i * 2.3) % 500), y: start.y + ((i * 1.7) % 300) });
  const per = (performance.now() - t) / MOVES;
  tool.up();
  return per;
}

const doc = spreadWith(OBJECTS);
drag(doc, true); // warm-up (JIT)
drag(doc, false);
const on: number[] = [];
const off: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  on.push(drag(doc, true));
  off.push(drag(doc, false));
}
const [mOn, mOff] = [median(on), median(off)];
console.log(`drag among ${OBJECTS} objects, ${MOVES} moves, median of ${ROUNDS} rounds (interleaved)`);
console.log(`  snapping and guides on : ${mOn.toFixed(3)} ms per move`);
console.log(`  snapping off (baseline): ${mOff.toFixed(3)} ms per move`);
console.log(`  on / off: ${(mOn / mOff).toFixed(2)}   goal: under 16 ms per move`);
