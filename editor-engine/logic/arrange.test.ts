import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument, type TextObject } from '../model.js';
import { alignMoves, clipboardOf, distributeMoves, movableSelection, objectsInBox, refit } from './arrange.js';
import type { TextMeasure } from './preflight.js';

/** Three 100 x 50 images at x 100, 300, 450 and y 100, 150, 300 (centres), on a 600 x 400 canvas. */
function threeImages(): DesignDocument {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  for (let i = 0; i < 3; i++) doc = apply(doc, 'addImage', { src: `p${i}.png`, naturalWidth: 100, naturalHeight: 50 });
  const at = [
    [100, 100],
    [300, 150],
    [450, 300],
  ];
  doc.order.forEach((id, i) => (doc = apply(doc, 'move', { ids: [id], dx: at[i][0] - 300, dy: at[i][1] - 200 })));
  return doc;
}
const none: TextMeasure = () => null;
const objects = (doc: DesignDocument) => movableSelection(doc, doc.order);

describe('arranging objects', () => {
  it('aligns left edges and centres on the box around them all, by what they ink', () => {
    const doc = threeImages();
    expect(alignMoves(objects(doc), 'left', none)).toEqual([
      { id: 'i2', dx: -200, dy: 0 },
      { id: 'i3', dx: -350, dy: 0 },
    ]);
    // the box spans 50..500 across: its centre is 275
    expect(alignMoves(objects(doc), 'centre', none).map((m) => m.dx)).toEqual([175, -25, -175]);
    expect(alignMoves(objects(doc), 'bottom', none).map((m) => m.dy)).toEqual([200, 150]);
    expect(alignMoves(objects(doc).slice(0, 1), 'left', none)).toEqual([]);
  });

  it('a text is judged by its ink box, not its position', () => {
    let doc = threeImages();
    doc = apply(doc, 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
    const ink: TextMeasure = (t: TextObject) => (t.text === 'Hi' ? { left: -20, top: -10, right: 20, bottom: 10 } : null);
    const moves = alignMoves(movableSelection(doc, ['i1', 't4']), 'left', ink);
    // image left 50, text ink left 300 - 20 = 280
    expect(moves).toEqual([{ id: 't4', dx: -230, dy: 0 }]);
  });

  it('distributes evenly: the outermost stay, the gaps between neighbours become equal', () => {
    const doc = threeImages();
    // across: boxes 50-150, 250-350, 400-500: 450 wide span, 300 of boxes, gaps of 75
    expect(distributeMoves(objects(doc), 'horizontal', none)).toEqual([{ id: 'i2', dx: -25, dy: 0 }]);
    expect(distributeMoves(objects(doc), 'vertical', none)).toEqual([{ id: 'i2', dx: 0, dy: 50 }]);
    expect(distributeMoves(objects(doc).slice(0, 2), 'vertical', none)).toEqual([]);
  });

  it('a drag box selects what it touches', () => {
    const doc = threeImages();
    expect(objectsInBox(doc, { x: 0, y: 0 }, { x: 260, y: 130 }, none)).toEqual(['i1', 'i2']);
    expect(objectsInBox(doc, { x: 560, y: 390 }, { x: 520, y: 350 }, none)).toEqual([]);
  });

  it('copies keep their stacking order, leave ids behind, and refit to another canvas without growing', () => {
    const doc = threeImages();
    const content = clipboardOf(doc, ['i3', 'i1']);
    expect(content.objects.map((o) => ('src' in o ? o.src : ''))).toEqual(['p0.png', 'p2.png']);
    expect(content.objects.every((o) => !('id' in o))).toBe(true);
    const [a] = refit(content.objects, content.canvas, { width: 300, height: 400 });
    expect(a.transform).toMatchObject({ x: 60, y: 110, scaleX: 0.5, scaleY: 0.5 });
    const [b] = refit(content.objects, content.canvas, { width: 1200, height: 800 });
    expect(b.transform).toMatchObject({ x: 210, y: 210, scaleX: 1, scaleY: 1 });
  });
});
