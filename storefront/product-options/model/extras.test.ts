import { describe, expect, it } from 'vitest';
import { FONTS } from '../../../workers/fonts/catalogue';
import { sticker, testProduct, textSticker, tshirt } from '../testing';
import { initialState } from './state';
import { addsMultiple, cartPayload, modifyPayload, pricePayload } from './payload';
import {
  entryWithGender,
  entryWithModel,
  initialUpSell,
  modelChoices,
  multiProductsOf,
  newBundleEntry,
  offersBundle,
  renderTextPayload,
  surchargeNote,
  svgDataUrl,
  textFonts,
  upSellingOf,
  upSellPending,
  upSellProductId,
  withFont,
} from './extras';

describe('t-shirt bundles', () => {
  it('are offered on t-shirts with models only', () => {
    expect(offersBundle(tshirt)).toBe(true);
    expect(offersBundle(sticker)).toBe(false);
    expect(offersBundle(testProduct({ category: 't-shirt' }))).toBe(false);
  });
  it('a model chip shows the surcharge the server answered for it, a model without one shows none', () => {
    expect(modelChoices(tshirt.clothingModels, 'men')).toEqual([
      { value: '1', label: 'Crew', note: undefined },
      { value: '3', label: 'Organic', note: '+€5' },
    ]);
    expect(modelChoices(tshirt.clothingModels).map((m) => m.label)).toEqual(['Crew', 'Fitted', 'Organic']);
    expect(surchargeNote({ surcharge: 200, formattedSurcharge: '+€2' })).toBe('+€2');
    expect(surchargeNote({ surcharge: 0, formattedSurcharge: '+€0' })).toBeUndefined();
    expect(surchargeNote(undefined)).toBeUndefined();
  });
  it('a new shirt copies the panel shirt', () => {
    expect(newBundleEntry(tshirt, { gender: 'men', model: 1, modelSize: 'L', materialColor: 2 }, 3)).toEqual({
      key: 3,
      gender: 'men',
      model: 1,
      modelSize: 'L',
      materialColor: 2,
    });
  });
  it('another model keeps size and colour when it has them, else M or the first size and the first colour', () => {
    const e = { key: 1, gender: 'men' as const, model: 1, modelSize: 'L', materialColor: 1 };
    expect(entryWithModel(tshirt, e, 4)).toEqual({ key: 1, gender: 'women', model: 4, modelSize: 'XS', materialColor: 2 });
    expect(entryWithModel(tshirt, { ...e, modelSize: 'S', materialColor: 2 }, 4)).toMatchObject({ modelSize: 'S', materialColor: 2 });
    expect(entryWithModel(tshirt, { ...e, modelSize: 'XL' }, 1)).toMatchObject({ modelSize: 'M' });
  });
  it('another cut selects its first model', () => {
    expect(entryWithGender(tshirt, { key: 1, gender: 'men', model: 1, modelSize: 'M', materialColor: 1 }, 'women')).toMatchObject({
      gender: 'women',
      model: 4,
      modelSize: 'XS',
      materialColor: 2,
    });
  });
  it('multiProducts: index 0 is the panel shirt, then the extra shirts with the shared text, colour and image', () => {
    expect(multiProductsOf({ model: 1, modelSize: 'M', materialColor: 1 }, [])).toBeUndefined();
    expect(
      multiProductsOf({ model: 1, modelSize: 'M', materialColor: 1, text: ' Hi ', image: '/u/a.png' }, [
        { key: 7, model: 4, modelSize: 'S', materialColor: 3 },
      ]),
    ).toEqual([
      { index: 0, text: 'Hi', image: '/u/a.png', model: 1, modelSize: 'M', materialColor: 1 },
      { index: 1, text: 'Hi', image: '/u/a.png', model: 4, modelSize: 'S', materialColor: 3 },
    ]);
  });
  it('price and add payloads carry the bundle; adding goes through add-to-cart-multiple; modify never does', () => {
    const s = initialState(tshirt);
    expect(pricePayload(s).multiProducts).toBeUndefined();
    expect(addsMultiple(s)).toBe(false);
    s.bundle = [{ key: 1, gender: 'women', model: 4, modelSize: 'S', materialColor: 3 }];
    const multi = [
      { index: 0, model: 1, modelSize: 'M', materialColor: 1 },
      { index: 1, model: 4, modelSize: 'S', materialColor: 3 },
    ];
    expect(pricePayload(s).multiProducts).toEqual(multi);
    expect(cartPayload(s).multiProducts).toEqual(multi);
    expect(addsMultiple(s)).toBe(true);
    expect(modifyPayload({ ...s, mode: 'modify' }, 9).multiProducts).toBeUndefined();
  });
});

describe('up-selling personalised text', () => {
  it('the product: a cross-selling text product, else the product itself when it takes a text', () => {
    expect(upSellProductId(textSticker)).toBe(1004);
    expect(upSellProductId(sticker)).toBeUndefined();
    const withText = testProduct({
      crossSelling: [
        { id: 1004, reference: 'VT001', slug: 't', name: 'Text', category: 'text-sticker', image: '/x.svg', fromPrice: 1, formattedFromPrice: '€0.01' },
      ],
    });
    expect(upSellProductId(withText)).toBe(1004);
  });
  it('offers the designer font families, one file each; Noto Sans Hebrew turns right-to-left on', () => {
    expect(textFonts.map((f) => f.family)).toEqual(['Roboto', 'Lobster', 'Playfair Display', 'Noto Sans Hebrew']);
    expect(textFonts[0].file).toBe('roboto-latin-400-normal.woff');
    // the copy is a choice of the designer's catalogue and agrees with it: each family's first file, its direction
    for (const t of textFonts) {
      const f = FONTS.find((x) => x.family === t.family)!;
      expect(t).toEqual({ family: f.family, file: f.file, rtl: f.direction === 'rtl' });
    }
    const u = { ...initialUpSell(), on: true, text: 'שלום' };
    expect(withFont(u, 'Noto Sans Hebrew').rightToLeft).toBe(true);
    expect(withFont({ ...u, rightToLeft: true }, 'Lobster').rightToLeft).toBe(false);
  });
  it('render-text payload only when ticked and written; the font file goes with the family', () => {
    expect(renderTextPayload({ ...initialUpSell(), text: 'Hi' })).toBeUndefined();
    expect(renderTextPayload({ ...initialUpSell(), on: true, text: '  ' })).toBeUndefined();
    expect(renderTextPayload({ ...initialUpSell(), on: true, text: ' Home ', font: 'Lobster', color: '#b3261e' })).toEqual({
      text: 'Home',
      font: 'Lobster',
      fontFile: 'lobster-latin-400-normal.woff',
      color: '#b3261e',
    });
  });
  it('the preview is pending until render-text answered for the current payload', () => {
    const u = { ...initialUpSell(), on: true, text: 'Home' };
    expect(upSellPending(u)).toBe(true);
    const done = { ...u, svg: '<svg/>', svgFor: JSON.stringify(renderTextPayload(u)) };
    expect(upSellPending(done)).toBe(false);
    expect(upSellPending({ ...done, text: 'Home!' })).toBe(true);
    expect(upSellPending({ ...done, mirrored: true })).toBe(false);
  });
  it('upSellingProducts: one text item with its svg when current, mirrored and direction flags', () => {
    const u = { ...initialUpSell(), on: true, text: 'Home', mirrored: true };
    const svgFor = JSON.stringify(renderTextPayload(u));
    expect(upSellingOf(textSticker, { ...u, svg: '<svg/>', svgFor })).toEqual([
      { productId: 1004, quantity: 1, text: 'Home', font: 'Roboto', color: '#1a1a1a', mirrored: true, svg: '<svg/>' },
    ]);
    expect(upSellingOf(textSticker, { ...u, svg: '<svg/>', svgFor: 'old' })?.[0].svg).toBeUndefined();
    expect(upSellingOf(textSticker, { ...u, on: false })).toBeUndefined();
    expect(upSellingOf(sticker, u)).toBeUndefined();
    const s = initialState(textSticker);
    s.upSell = u;
    expect(cartPayload(s).upSellingProducts).toHaveLength(1);
    expect(modifyPayload({ ...s, mode: 'modify' }, 3).upSellingProducts).toBeUndefined();
  });
  it('shows the svg as a data URL', () => {
    expect(svgDataUrl('<svg a="1"/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%22%2F%3E');
  });
});
