import { describe, expect, it } from 'vitest';
import { buildCartPayload } from '../payload.js';
import { completedSteps } from '../logic/menu.js';
import { canRequestPrice } from '../logic/price.js';
import { createDocument, type TypeCode } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

// The product choices of types 7, 9, 10 and 11: catalogue sizes, packs and clothing, each one undo step, and what
// they send to the price and the cart.
const session = (typeCode: TypeCode) => new DesignerSession(createDocument({ productId: 1, typeCode }));

describe('product choices of the designer', () => {
  it('a catalogue size of a composition product (type 11) keeps its dimensions and panels, in one undo step', () => {
    const s = session(11);
    dispatch(s, 'chooseSize', { width: 90, height: 60, composition: '2', name: '3 x 30 x 60 cm' });
    expect(s.doc.product).toMatchObject({ width: 90, height: 60, composition: '2', device: null });
    expect(s.getSnapshot().session.announcement).toBe('Size 3 x 30 x 60 cm');
    expect(buildCartPayload(s.doc).options).toMatchObject({ width: 90, height: 60, composition: 2 });
    dispatch(s, 'undo');
    expect(s.doc.product).toMatchObject({ width: null, height: null, composition: null });
  });

  it('type 7 is priced by the device of its catalogue size, its design staying 1 x 1', () => {
    const s = session(7);
    expect(canRequestPrice(s.doc)).toBe(false);
    dispatch(s, 'chooseSize', { width: 60, height: 40, device: '703', name: '60 x 40 cm' });
    expect(s.doc.product).toMatchObject({ width: 1, height: 1, device: '703' });
    expect(completedSteps(s.doc).measure).toBe(true);
    expect(buildCartPayload(s.doc).options).toMatchObject({ width: 1, height: 1, device: 703 });
  });

  it('type 10 packs round up and are one step each', () => {
    const s = session(10);
    dispatch(s, 'setPack', { pack: 6 });
    dispatch(s, 'setPack', { pack: 7.2 });
    expect(s.doc.product.pack).toBe(8);
    expect(s.getSnapshot().session.announcement).toBe('Pack of 8');
    dispatch(s, 'undo');
    expect(s.doc.product.pack).toBe(6);
  });

  it('clothing (type 9): model, size and fabric colour; a new model clears the size; the colour goes to the cart', () => {
    expect(dispatch(session(2), 'setClothing', { model: '1' })).toBe(false);
    const s = session(9);
    dispatch(s, 'setClothing', { model: '1', material: '3', name: 'Classic crew neck' });
    expect(canRequestPrice(s.doc)).toBe(true);
    expect(completedSteps(s.doc).measure).toBe(false);
    dispatch(s, 'setClothing', { modelSize: 'XL' });
    expect(completedSteps(s.doc)).toMatchObject({ measure: true, material: true });
    expect(buildCartPayload(s.doc).options).toMatchObject({ model: 1, modelSize: 'XL', materialColor: 3 });
    dispatch(s, 'setClothing', { model: '4', keepMaterial: false, name: 'Fitted crew neck' });
    expect(s.doc.product).toMatchObject({ model: '4', modelSize: null, material: null });
    dispatch(s, 'undo');
    expect(s.doc.product).toMatchObject({ model: '1', modelSize: 'XL', material: '3' });
  });
});
