import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument } from '../model.js';
import { completedSteps, offersPackChoice, photoFrameToFill, sectionFixing, sectionsActive, type MenuProduct } from './menu.js';

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

  it('offers the pack choice on pack-priced sizes (type 10) the catalogue gives packs, and nowhere else', () => {
    expect(offersPackChoice({ designerType: 10, packs: [{}], compositions: [] })).toBe(true);
    expect(offersPackChoice({ designerType: 10, packs: [], compositions: [] })).toBe(false);
    expect(offersPackChoice({ designerType: 2, packs: [{}], compositions: [] })).toBe(false);
    expect(offersPackChoice({ packs: [{}], compositions: [] })).toBe(false);
  });
  it('with packs offered, the size step waits for a pack of at least the minimum', () => {
    const coasters: MenuProduct = { designerType: 10, packs: [{}, {}], minPack: 4, compositions: [] };
    let doc = apply(createDocument({ productId: 1, typeCode: 10 }), 'setSize', { width: 10, height: 10 });
    expect(completedSteps(doc).measure).toBe(true);
    expect(completedSteps(doc, coasters).measure).toBe(false);
    doc = apply(doc, 'setPack', { pack: 2 });
    expect(completedSteps(doc, coasters).measure).toBe(false);
    doc = apply(doc, 'setPack', { pack: 4 });
    expect(completedSteps(doc, coasters).measure).toBe(true);
    // without a minimum, one pack is enough; without packs offered, no pack is asked
    expect(completedSteps(apply(doc, 'setPack', { pack: 1 }), { ...coasters, minPack: undefined }).measure).toBe(true);
    expect(completedSteps(apply(doc, 'setPack', { pack: null }), { ...coasters, packs: [] }).measure).toBe(true);
    // and never makes a size the shop refuses complete
    expect(completedSteps(apply(doc, 'setSize', { width: 0, height: 0 }), coasters).measure).toBe(false);
  });
  it('a composition chosen completes the features of a product with compositions', () => {
    const panels: MenuProduct = { designerType: 11, packs: [], compositions: [{}] };
    const doc = createDocument({ productId: 1, typeCode: 11 });
    expect(completedSteps(doc, panels).features).toBe(false);
    const chosen = apply(doc, 'setFeatures', { composition: '3' });
    expect(completedSteps(chosen, panels).features).toBe(true);
    expect(completedSteps(chosen).features).toBe(false);
    expect(completedSteps(chosen, { ...panels, compositions: [] }).features).toBe(false);
  });
  it("fills the selected photo frame, or else the template's first", () => {
    let doc: DesignDocument = createDocument({ productId: 1, typeCode: 2 });
    for (let i = 0; i < 3; i++) doc = apply(doc, 'addImage', { src: `/media/catalog/${i}.svg`, naturalWidth: 100, naturalHeight: 100 });
    const frame = { locked: true, placeholder: 'photo' as const };
    doc = { ...doc, objects: { ...doc.objects, i2: { ...doc.objects.i2, template: frame }, i3: { ...doc.objects.i3, template: frame } } };
    expect(photoFrameToFill(doc, [])).toBe('i2');
    expect(photoFrameToFill(doc, ['i1', 'i3'])).toBe('i3');
    expect(photoFrameToFill(doc, ['i1'])).toBe('i2');
    expect(photoFrameToFill(createDocument({ productId: 1, typeCode: 2 }), [])).toBeUndefined();
  });
  it('names the section that fixes a refused add (SPEC.md section 8)', () => {
    expect(['tissue', 'mechanism', 'drop', 'composition'].map(sectionFixing)).toEqual(['features', 'features', 'features', 'features']);
    expect(['size', 'device', 'model', 'modelSize', 'pack'].map(sectionFixing)).toEqual(['measure', 'measure', 'measure', 'measure', 'measure']);
    expect(['personalizedImage', 'personalization'].map(sectionFixing)).toEqual(['add', 'add']);
    expect(sectionFixing('materialColor')).toBe('material');
    expect(sectionFixing('quantity')).toBeUndefined();
    expect(sectionFixing(undefined)).toBeUndefined();
    expect(sectionFixing('')).toBeUndefined();
  });
});
