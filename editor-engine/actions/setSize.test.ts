import { describe, expect, it } from 'vitest';
import { createDocument } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

// Issue 24: the sticker's typed 40 became 40.01 on the page and 45 x 30 in the cart, with no word said.
describe('setSize action: what was typed is what is ordered', () => {
  const sticker = () => new DesignerSession(createDocument({ productId: 1, typeCode: 2 }));

  it('leaving the filled-in side again keeps the typed width', () => {
    const s = sticker();
    dispatch(s, 'setSize', { width: 40 });
    expect(s.doc.product).toMatchObject({ width: 40, height: 26.67 });
    dispatch(s, 'setSize', { height: 26.67 });
    expect(s.doc.product).toMatchObject({ width: 40, height: 26.67 });
    expect(s.getSnapshot().session.announcement).toBe('Size 40 x 26.67 cm');
  });

  it('a rounded size is the one kept, and the announcement names it', () => {
    const s = sticker();
    dispatch(s, 'setSize', { width: 40, rounding: { step: 5 } });
    expect(s.doc.product).toMatchObject({ width: 40, height: 30 });
    expect(s.getSnapshot().session.announcement).toBe('Size rounded to 40 x 30 cm');
    // leaving the rounded height as it is changes nothing
    dispatch(s, 'setSize', { height: 30, rounding: { step: 5 } });
    expect(s.doc.product).toMatchObject({ width: 40, height: 30 });
    dispatch(s, 'undo');
    expect(s.doc.product).toMatchObject({ width: null, height: null });
  });
});
