import { describe, expect, it } from 'vitest';
import { createOptionsStore } from './store';
import { canvas, coasters, sticker, textSticker, tshirt } from './testing';

describe('options store: sizes', () => {
  it('starts on the first preset size, not ready, with the first section open', () => {
    const s = createOptionsStore(sticker).getState();
    expect([s.sizeId, s.ready, s.open, s.quantity, s.color]).toEqual([1, false, ['size'], 1, 1]);
  });
  it('picking a preset clears the custom width and height; typing a custom size deselects the preset', () => {
    const store = createOptionsStore(sticker);
    store.getState().typeWidth('100');
    expect(store.getState().sizeId).toBeUndefined();
    store.getState().typeHeight('80');
    store.getState().pickSize(2);
    expect(store.getState()).toMatchObject({ sizeId: 2, customWidth: '', customHeight: '' });
  });
  it('typing a custom size clears the ready flag and the previous notices', () => {
    const store = createOptionsStore(sticker);
    store.getState().setReady(true);
    store.getState().setMaxSizeMessage('too wide');
    store.getState().typeWidth('101');
    expect(store.getState()).toMatchObject({ ready: false, maxSizeMessage: undefined, sizeId: undefined });
  });
  it('roundSize applies 5 cm rounding with a notice', () => {
    const store = createOptionsStore(sticker);
    store.getState().typeWidth('101');
    store.getState().typeHeight('83');
    store.getState().roundSize();
    expect(store.getState()).toMatchObject({
      customWidth: '100',
      customHeight: '85',
      sizeNotice: 'Sizes go in steps of 5 cm: we have adjusted it to 100 x 85 cm.',
    });
  });
  it('a percentage height without answer clears the width and resets the height to 0', () => {
    const store = createOptionsStore(textSticker);
    store.getState().typeWidth('100');
    store.getState().setCalculatedHeight(25);
    store.getState().clearPercentageSize();
    expect(store.getState()).toMatchObject({ customWidth: '', calculatedHeight: 0 });
  });
  it('a canvas material moves a hidden size to the first visible one', () => {
    const store = createOptionsStore(canvas);
    expect(store.getState().sizeId).toBe(1);
    store.getState().setMaterialCanvas('linen');
    expect(store.getState().sizeId).toBe(11);
  });
});

describe('options store: colour, pack, images', () => {
  it('an orientation-forcing colour sets normal orientation and closes the orientation section', () => {
    const store = createOptionsStore(sticker);
    store.getState().setOrientation('reversed');
    store.getState().setOpen(['color', 'orientation']);
    store.getState().setColor(104);
    expect(store.getState()).toMatchObject({ orientation: 'normal', open: ['color'] });
  });
  it('a custom pack replaces the chosen pack; a preset pack clears the custom one', () => {
    const store = createOptionsStore(coasters);
    expect(store.getState().pack).toBe(4);
    store.getState().typeCustomPack('7.2');
    expect(store.getState().pack).toBeUndefined();
    store.getState().setPack(6);
    expect(store.getState()).toMatchObject({ pack: 6, customPack: '' });
  });
  it('web image and uploaded file exclude each other', () => {
    const store = createOptionsStore(textSticker);
    store.getState().setUploadedImage({ file: '/uploads/a.png', originalName: 'a.png' });
    store.getState().setWebImage(true);
    expect(store.getState().uploadedImage).toBeUndefined();
    store.getState().setWebImageUrl('https://example.com/x.png');
    store.getState().setUploadedImage({ file: '/uploads/b.png', originalName: 'b.png' });
    expect(store.getState()).toMatchObject({ webImage: false, webImageUrl: '' });
  });
  it('focusSection expands the section and asks for a scroll', () => {
    const store = createOptionsStore(sticker);
    store.getState().focusSection('color');
    expect(store.getState().open).toEqual(['size', 'color']);
    expect(store.getState().scrollTo?.id).toBe('color');
  });
});

describe('options store: clothing', () => {
  it('starts on the first gender and its first model with that model’s colours and sizes', () => {
    const s = createOptionsStore(tshirt).getState();
    expect([s.gender, s.model, s.materialColors.map((c) => c.id), s.modelSizes.map((m) => m.size), s.modelSize]).toEqual([
      'men',
      1,
      [1, 2],
      ['S', 'M', 'L'],
      'M',
    ]);
  });
  it('gender options replace the models and select the first; kept colour and size when still offered', () => {
    const store = createOptionsStore(tshirt);
    store.getState().setMaterialColor(2);
    store.getState().setGender('women');
    store.getState().applyGenderOptions({
      models: [tshirt.clothingModels[1]],
      materialColors: tshirt.materialColors.filter((c) => c.id !== 1),
      modelSizes: [
        { size: 'XS', surcharge: 0 },
        { size: 'S', surcharge: 0 },
      ],
    });
    expect(store.getState()).toMatchObject({ gender: 'women', model: 4, materialColor: 2, modelSize: 'XS' });
  });
  it('model options replace colours and sizes', () => {
    const store = createOptionsStore(tshirt);
    store.getState().setModel(4);
    store.getState().applyModelOptions({ materialColors: [tshirt.materialColors[2]], modelSizes: [{ size: 'S', surcharge: 200, formattedSurcharge: '€2' }] });
    expect(store.getState()).toMatchObject({ model: 4, materialColor: 3, modelSize: 'S' });
  });
});

describe('options store: a selection from quick-add or modify', () => {
  it('restores custom size, colour, orientation and quantity', () => {
    const s = createOptionsStore(sticker, {
      mode: 'modify',
      itemId: 9,
      quantity: 3,
      selected: { width: 100, height: 80, color: 104, reversed: true },
    }).getState();
    expect(s).toMatchObject({
      mode: 'modify',
      itemId: 9,
      quantity: 3,
      sizeId: undefined,
      customWidth: '100',
      customHeight: '80',
      color: 104,
      orientation: 'reversed',
    });
  });
  it('restores a preset size and a custom pack', () => {
    expect(createOptionsStore(sticker, { selected: { size: { sizeid: 2 } } }).getState().sizeId).toBe(2);
    expect(createOptionsStore(coasters, { selected: { customPack: 8 } }).getState()).toMatchObject({ pack: undefined, customPack: '8' });
  });
});
