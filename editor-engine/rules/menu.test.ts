import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { completedSteps, sectionsActive } from './menu.js';

describe('menu rules', () => {
  it('marks steps completed: text entered, size filled, material chosen, all three features chosen', () => {
    let doc = createDocument({ productId: 1, typeCode: 9 });
    expect(completedSteps(doc)).toEqual({ text: false, measure: false, material: false, features: false });
    doc = apply(doc, 'addText', { text: '   ', font: 'R', fontFile: 'r.woff', fill: '#000' });
    expect(completedSteps(doc).text).toBe(false);
    doc = apply(doc, 'editText', { id: 't1', text: 'Hi' });
    doc = apply(doc, 'setSize', { width: 30 });
    doc = apply(doc, 'setMaterial', { material: 'canvas' });
    doc = apply(doc, 'setFeatures', { tissue: 'a', mechanism: 'b' });
    expect(completedSteps(doc)).toEqual({ text: true, measure: true, material: true, features: false });
    doc = apply(doc, 'setFeatures', { drop: 'c' });
    expect(completedSteps(doc).features).toBe(true);
  });
  it('a size the shop refuses is not a completed step (issue 26, item 6)', () => {
    let doc = createDocument({ productId: 1, typeCode: 2, limits: { minWidth: 20, minHeight: 20, maxWidth: 250, maxHeight: 200, minPack: 1 } });
    doc = apply(doc, 'setSize', { width: 60, height: 40 });
    expect(completedSteps(doc).measure).toBe(true);
    for (const size of [
      { width: 6060, height: 40 },
      { width: 60, height: 4040 },
      { width: 10, height: 40 },
    ]) {
      expect(completedSteps(apply(doc, 'setSize', size)).measure, `${size.width} x ${size.height}`).toBe(false);
    }
  });
  it('keeps sections inactive until a background image or colour exists', () => {
    const doc = createDocument({ productId: 1, typeCode: 2 });
    expect(sectionsActive(doc)).toBe(false);
    expect(sectionsActive(apply(doc, 'setBackgroundColour', { colour: 'red' }))).toBe(true);
    expect(sectionsActive(apply(doc, 'addBackground', { src: 'a.png', naturalWidth: 1, naturalHeight: 1 }))).toBe(true);
  });
});
