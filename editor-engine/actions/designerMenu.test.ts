import { describe, expect, it } from 'vitest';
import { createDocument } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

// The menu's actions: background pictures, library pictures, shape, effect, size and quantity, each one undo step.
const session = (typeCode: 2 | 3 | 6 | 7 | 8 = 6) => new DesignerSession(createDocument({ productId: 1, typeCode }));

describe('designer menu actions', () => {
  it('a picture can be added only once there is a background; a second background replaces the first', () => {
    const s = session();
    expect(dispatch(s, 'addImage', { src: '/media/designs/a.svg', naturalWidth: 100, naturalHeight: 100 })).toBe(false);
    dispatch(s, 'setBackground', { src: '/media/uploads/a.png', naturalWidth: 1200, naturalHeight: 800, name: 'beach.png' });
    expect(s.getSnapshot().session.announcement).toBe('Background beach.png added');
    dispatch(s, 'setBackground', { src: '/media/uploads/b.png', naturalWidth: 800, naturalHeight: 800 });
    expect(s.doc.background?.src).toBe('/media/uploads/b.png');
    expect(dispatch(s, 'addImage', { src: '/media/designs/a.svg', naturalWidth: 100, naturalHeight: 100, name: 'Heart' })).toBe(true);
    expect(s.getSnapshot().session.selection).toHaveLength(1);
    dispatch(s, 'undo');
    expect(s.doc.order).toHaveLength(0);
    dispatch(s, 'undo');
    expect(s.doc.background?.src).toBe('/media/uploads/a.png');
  });

  it('shape only for types 6 and 8; effect for all; each one undo step', () => {
    expect(dispatch(session(2), 'setShape', { kind: 'circle' })).toBe(false);
    const s = session(8);
    expect(dispatch(s, 'setShape', { kind: 'square', rounded: true })).toBe(true);
    expect(s.doc.shape).toEqual({ kind: 'square', rounded: true });
    dispatch(s, 'setEffect', { effect: 'sepia' });
    expect(s.doc.effect).toBe('sepia');
    dispatch(s, 'undo');
    expect(s.doc.effect).toBe('original');
  });

  it('size follows the sizing rules and is announced; quantity normalises blank to 1', () => {
    const s = session(7);
    dispatch(s, 'setSize', { width: 80, height: 60 });
    expect(s.doc.product).toMatchObject({ width: 1, height: 1 });
    expect(s.getSnapshot().session.announcement).toBe('Size 1 x 1 cm');
    const r = session(3);
    dispatch(r, 'setSize', { width: 120, height: 90 });
    expect(r.doc.product).toMatchObject({ width: 120, height: 90 });
    dispatch(r, 'setQuantity', { quantity: '' });
    expect(r.doc.product.quantity).toBe(1);
    dispatch(r, 'setQuantity', { quantity: 4 });
    expect(r.doc.product.quantity).toBe(4);
  });

  it('features: a blind’s fabric, mechanism and drop make the features step complete, each choice one undo step', () => {
    const s = session(3);
    dispatch(s, 'setFeatures', { tissue: '1', name: 'Linen look' });
    expect(s.getSnapshot().session.announcement).toBe('Linen look chosen');
    dispatch(s, 'setFeatures', { mechanism: '2' });
    dispatch(s, 'setFeatures', { drop: '1' });
    expect(s.doc.product).toMatchObject({ tissue: '1', mechanism: '2', drop: '1' });
    dispatch(s, 'undo');
    expect(s.doc.product.drop).toBeNull();
  });
});
