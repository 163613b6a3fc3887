import { describe, expect, it } from 'vitest';
import { MAX_DESIGN_PICTURES } from '../../rules/designBudget.js';
import { createDocument } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

// Issue 25: the designer stops adding where the server would refuse the design (rules/designBudget.ts).
describe('the add actions within the design budget', () => {
  it('stop adding pictures at the picture budget (the background counts), while a text still fits', () => {
    const s = new DesignerSession(createDocument({ productId: 1, typeCode: 2 }));
    dispatch(s, 'setBackground', { src: '/media/uploads/a.png', naturalWidth: 1200, naturalHeight: 800 });
    for (let i = 1; i < MAX_DESIGN_PICTURES; i++)
      expect(dispatch(s, 'addImage', { src: '/media/designs/a.svg', naturalWidth: 100, naturalHeight: 100 })).toBe(true);
    expect(dispatch(s, 'addImage', { src: '/media/designs/a.svg', naturalWidth: 100, naturalHeight: 100 })).toBe(false);
    expect(s.doc.order).toHaveLength(MAX_DESIGN_PICTURES - 1);
    expect(dispatch(s, 'addText', { text: 'Anna', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000000' })).toBe(true);
  });
});
