import { describe, expect, it } from 'vitest';
import { createDocument } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

// A rug is made in its formats alone: a circle picked on a rectangular format would be refused at add to cart
// (rules/shape.ts), so the shape takes the first square format with it, in one undo step, and says so.
const formats = [
  { width: 60, height: 90, device: null, name: 'Rectangle 60 x 90 cm' },
  { width: 100, height: 100, device: null, name: 'Round Ø 100 cm' },
];

function rugAt(width: number, height: number): DesignerSession {
  const s = new DesignerSession(createDocument({ productId: 1, typeCode: 8 }));
  dispatch(s, 'chooseSize', { width, height, device: null, name: `${width} x ${height}` });
  return s;
}

describe('setShape on a product made in some sizes alone', () => {
  it('a circle on a rectangular format takes the square format, one undo step, announced', () => {
    const s = rugAt(60, 90);
    dispatch(s, 'setShape', { kind: 'circle', madeIn: formats });
    expect(s.doc.shape.kind).toBe('circle');
    expect(s.doc.product).toMatchObject({ width: 100, height: 100 });
    expect(s.doc.canvas.width).toBe(s.doc.canvas.height);
    expect(s.getSnapshot().session.announcement).toBe('Shape circle, size Round Ø 100 cm');
    dispatch(s, 'undo');
    expect(s.doc.shape.kind).toBe('original');
    expect(s.doc.product).toMatchObject({ width: 60, height: 90 });
  });

  it('a shape the size fits, or a product made at any size, keeps the size', () => {
    const rect = rugAt(60, 90);
    dispatch(rect, 'setShape', { kind: 'rectangle', madeIn: formats });
    expect(rect.doc.product).toMatchObject({ width: 60, height: 90 });
    const round = rugAt(100, 100);
    dispatch(round, 'setShape', { kind: 'square', madeIn: formats });
    expect(round.doc.product).toMatchObject({ width: 100, height: 100 });
    // no list: the size follows the square canvas as before (a custom size)
    const free = rugAt(60, 90);
    dispatch(free, 'setShape', { kind: 'circle' });
    expect(free.doc.product).toMatchObject({ width: 60, height: 60 });
  });
});

describe('shapes passed over on the way to another', () => {
  it('a circle passed on the way to the rectangle leaves the rug at the format the shopper chose', () => {
    const s = rugAt(60, 90);
    // the arrow keys choose As designed, then Circle, then Rectangle
    dispatch(s, 'setShape', { kind: 'circle', madeIn: formats });
    expect(s.doc.product).toMatchObject({ width: 100, height: 100 });
    dispatch(s, 'setShape', { kind: 'rectangle', madeIn: formats });
    expect(s.doc.shape.kind).toBe('rectangle');
    expect(s.doc.product).toMatchObject({ width: 60, height: 90 });
    expect(s.getSnapshot().session.announcement).toBe('Shape rectangle, size Rectangle 60 x 90 cm');
    dispatch(s, 'undo');
    expect(s.doc).toMatchObject({ shape: { kind: 'circle' }, product: { width: 100, height: 100 } });
  });

  it('a square after the circle keeps the square format; a format chosen by the shopper is kept', () => {
    const s = rugAt(60, 90);
    dispatch(s, 'setShape', { kind: 'circle', madeIn: formats });
    dispatch(s, 'setShape', { kind: 'square', madeIn: formats });
    expect(s.doc.product).toMatchObject({ width: 100, height: 100 });
    const chosen = rugAt(60, 90);
    dispatch(chosen, 'setShape', { kind: 'circle', madeIn: formats });
    dispatch(chosen, 'chooseSize', { width: 100, height: 100, device: null, name: 'Round Ø 100 cm' });
    dispatch(chosen, 'setShape', { kind: 'original', madeIn: formats });
    expect(chosen.doc.product).toMatchObject({ width: 100, height: 100 });
  });
});
