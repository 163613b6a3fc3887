import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { dispatch } from '../actions/index.js';
import { createDocument, type TypeCode } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { canvasForSize, isRoundSizeName } from './canvasSize.js';

const CANVAS = { width: 600, height: 400 };
const doc = (typeCode: TypeCode) => {
  let d = createDocument({ productId: 1, typeCode }, { ...CANVAS });
  d = apply(d, 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 600 });
  d = apply(d, 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  return apply(d, 'move', { ids: ['t1'], dx: 50, dy: -100 }); // at (350, 100)
};

describe('canvasForSize: the canvas has the proportions of the ordered size', () => {
  it('keeps the width and takes the height from the size, portrait or landscape', () => {
    expect(canvasForSize({ width: 120, height: 180 }, 'original', 3, CANVAS)).toEqual({ width: 600, height: 900 });
    expect(canvasForSize({ width: 400, height: 250 }, 'original', 3, CANVAS)).toEqual({ width: 600, height: 375 });
    expect(canvasForSize({ width: 21, height: 30 }, 'original', 12, CANVAS)).toEqual({ width: 600, height: 857.14 });
  });

  it('stays as it is until both dimensions are known', () => {
    expect(canvasForSize({ width: 120, height: null }, 'original', 3, CANVAS)).toEqual(CANVAS);
    expect(canvasForSize({ width: null, height: null }, 'rectangle', 6, CANVAS)).toEqual(CANVAS);
  });

  it('is square for a circle or a square cut, whatever the fields say', () => {
    expect(canvasForSize({ width: 30, height: 20 }, 'circle', 6, CANVAS)).toEqual({ width: 600, height: 600 });
    expect(canvasForSize({ width: null, height: null }, 'square', 6, CANVAS)).toEqual({ width: 600, height: 600 });
    expect(canvasForSize({ width: 30, height: 20 }, 'rectangle', 6, CANVAS)).toEqual({ width: 600, height: 400 });
  });

  it('ignores type 7 designs 1 x 1 (their proportions come from the catalogue size)', () => {
    expect(canvasForSize({ width: 1, height: 1 }, 'original', 7, CANVAS)).toEqual(CANVAS);
    expect(canvasForSize({ width: 40, height: 60 }, 'original', 7, CANVAS)).toEqual({ width: 600, height: 900 });
  });

  it('tells a round catalogue size by its name', () => {
    expect(isRoundSizeName('Round Ø 10 cm')).toBe(true);
    expect(isRoundSizeName('Ø 30 cm')).toBe(true);
    expect(isRoundSizeName('Square 10 x 10 cm')).toBe(false);
    expect(isRoundSizeName('Surround 40 x 60')).toBe(false);
  });
});

describe('the size and shape commands reshape the canvas, the design kept in place', () => {
  it('a blind of 120 x 180 gets a portrait canvas; objects keep their distance to the centre and their scale', () => {
    let d = apply(doc(3), 'setSize', { width: 120 });
    expect(d.canvas).toEqual(CANVAS); // height still unknown
    d = apply(d, 'setSize', { height: 180 });
    expect(d.canvas).toEqual({ width: 600, height: 900 });
    expect(d.product).toMatchObject({ width: 120, height: 180 });
    const t = d.objects.t1.transform;
    expect([t.x - 300, t.y - 450]).toEqual([50, -100]);
    expect([t.scaleX, t.scaleY]).toEqual([1, 1]);
  });

  it('a proportional custom size follows the canvas and leaves it alone; a catalogue size reshapes it', () => {
    let d = apply(doc(8), 'setSize', { width: 90 });
    expect(d.product).toMatchObject({ width: 90, height: 60 });
    expect(d.canvas).toEqual(CANVAS);
    d = apply(d, 'setSize', { width: 60, height: 90 });
    expect(d.canvas).toEqual({ width: 600, height: 900 });
    d = apply(d, 'setSize', { width: 40 });
    expect(d.product).toMatchObject({ width: 40, height: 60 });
  });

  it('a circle makes a square canvas and a square size (width kept); undo gives the old canvas back', () => {
    const s = new DesignerSession(apply(doc(6), 'setSize', { width: 30 }));
    expect(s.doc.product).toMatchObject({ width: 30, height: 20 });
    dispatch(s, 'setShape', { kind: 'circle' });
    expect(s.doc.canvas).toEqual({ width: 600, height: 600 });
    expect(s.doc.product).toMatchObject({ width: 30, height: 30 });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 350, y: 200 });
    s.undo();
    expect(s.doc.canvas).toEqual(CANVAS);
    expect(s.doc.product).toMatchObject({ width: 30, height: 20 });
    expect(s.doc.objects.t1.transform).toMatchObject({ x: 350, y: 100 });
  });

  it('a round coaster size cuts a circle on a square canvas in one undo step; the square size takes it away', () => {
    const s = new DesignerSession(doc(10));
    dispatch(s, 'chooseSize', { width: 10, height: 10, device: '1002', name: 'Round Ø 10 cm' });
    expect(s.doc.shape.kind).toBe('circle');
    expect(s.doc.canvas).toEqual({ width: 600, height: 600 });
    expect(s.doc.product).toMatchObject({ width: 10, height: 10, device: '1002' });
    dispatch(s, 'chooseSize', { width: 10, height: 10, device: '1001', name: 'Square 10 x 10 cm' });
    expect(s.doc.shape.kind).toBe('original');
    expect(s.doc.canvas).toEqual({ width: 600, height: 600 });
    s.undo();
    expect(s.doc.shape.kind).toBe('circle');
    s.undo();
    expect(s.doc.shape.kind).toBe('original');
    expect(s.doc.canvas).toEqual(CANVAS);
  });

  it('type 7 keeps its 1 x 1 design while the canvas takes the catalogue size chosen', () => {
    const s = new DesignerSession(doc(7));
    dispatch(s, 'chooseSize', { width: 40, height: 60, device: '702', name: '40 x 60 cm' });
    expect(s.doc.product).toMatchObject({ width: 1, height: 1 });
    expect(s.doc.canvas).toEqual({ width: 600, height: 900 });
  });
});
