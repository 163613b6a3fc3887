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
  it('keeps sections inactive until a background image or colour exists', () => {
    const doc = createDocument({ productId: 1, typeCode: 2 });
    expect(sectionsActive(doc)).toBe(false);
    expect(sectionsActive(apply(doc, 'setBackgroundColour', { colour: 'red' }))).toBe(true);
    expect(sectionsActive(apply(doc, 'addBackground', { src: 'a.png', naturalWidth: 1, naturalHeight: 1 }))).toBe(true);
  });
});
