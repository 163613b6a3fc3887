import { describe, expect, it } from 'vitest';
import { addToCartPayload } from '../../../contract/shopping';
import { calls } from '../../../contract';
import { createOptionsStore } from '../store';
import { blind, coasters, rug, sticker, textSticker, tshirt } from '../testing';
import { customPackAlert } from '../../../rules/pack';
import { packAlertText } from '../../common/pack';
import { canRequestPrice, cartPayload, currentSize, effectiveOrientation, modifyPayload, pricePayload } from './payload';

describe('currentSize and canRequestPrice', () => {
  it('a preset size is priced as a catalogue size', () => {
    const s = createOptionsStore(sticker).getState();
    expect(currentSize(s).preset?.sizeid).toBe(1);
    expect(canRequestPrice(s)).toBe(true);
    expect(pricePayload(s)).toMatchObject({ productId: 1001, quantity: 1, isCatalogSize: true, options: { size: { sizeid: 1 }, color: 1, reversed: false } });
  });
  it('a custom size with an alert is not priced', () => {
    const store = createOptionsStore(sticker);
    store.getState().typeWidth('300');
    store.getState().typeHeight('100');
    expect(currentSize(store.getState()).alert).toBe('width-too-big');
    expect(canRequestPrice(store.getState())).toBe(false);
  });
  it('blinds need width and height before a price', () => {
    const store = createOptionsStore(blind);
    store.getState().typeWidth('100');
    expect(canRequestPrice(store.getState())).toBe(false);
    store.getState().typeHeight('150');
    expect(canRequestPrice(store.getState())).toBe(true);
    expect(pricePayload(store.getState())).toMatchObject({ width: 100, height: 150, tissue: 1, mechanism: 1, drop: 1, supportColor: 1 });
  });
  it('percentage sizes use the calculated height', () => {
    const store = createOptionsStore(textSticker);
    store.getState().typeWidth('100');
    expect(canRequestPrice(store.getState())).toBe(false);
    store.getState().setCalculatedHeight(25);
    expect(pricePayload(store.getState())).toMatchObject({ width: 100, height: 25 });
  });
  it('letters, 0 or a negative size get the invalid alert at once and no price', () => {
    for (const typed of ['abc', '0', '-5']) {
      const store = createOptionsStore(sticker);
      store.getState().typeWidth(typed);
      store.getState().typeHeight('50');
      expect(currentSize(store.getState()).alert).toBe('invalid');
      expect(canRequestPrice(store.getState())).toBe(false);
    }
  });
  it('an out-of-range size is not rounded: the alert alone says what to fix', () => {
    const store = createOptionsStore(sticker);
    store.getState().typeWidth('999999999');
    store.getState().typeHeight('999999999');
    store.getState().roundSize();
    expect(store.getState()).toMatchObject({ customWidth: '999999999', sizeNotice: undefined });
    expect(currentSize(store.getState()).alert).toBe('too-big');
  });
  it('a custom pack beyond the largest or below the minimum is not priced', () => {
    const store = createOptionsStore(coasters);
    store.getState().typeCustomPack('99999');
    expect(customPackAlert(store.getState().customPack, coasters.minPack)).toBe('pack-too-large');
    expect(canRequestPrice(store.getState())).toBe(false);
    expect(packAlertText(coasters, 'pack-too-large')).toBe('The largest pack we make is 10,000 units.');
    store.getState().typeCustomPack('2');
    expect(canRequestPrice(store.getState())).toBe(false);
    expect(packAlertText(coasters, 'pack-too-small')).toBe('The minimum pack is 4 units.');
    store.getState().typeCustomPack('10000');
    expect(canRequestPrice(store.getState())).toBe(true);
  });
  it('a custom pack is sent rounded up', () => {
    const store = createOptionsStore(coasters);
    store.getState().typeCustomPack('7.2');
    expect(pricePayload(store.getState()).options).toMatchObject({ customPack: 8 });
    expect(pricePayload(store.getState()).options?.pack).toBeUndefined();
  });
});

describe('payloads follow the contract', () => {
  it('price payloads of every kind of product parse', () => {
    for (const p of [sticker, blind, tshirt, coasters, rug, textSticker]) {
      const store = createOptionsStore(p);
      store.getState().setCalculatedHeight(25);
      expect(calls.calculateCustomPrice.payload.safeParse(pricePayload(store.getState())).success).toBe(true);
    }
  });
  it('t-shirts send model, fabric colour and size at the top level too', () => {
    const s = createOptionsStore(tshirt).getState();
    expect(pricePayload(s)).toMatchObject({ model: 1, materialColor: 1, modelSize: 'M', options: { model: 1, modelGender: 'men' } });
  });
  it('add to cart: complements with a quantity, cross-selling linked to the parent, referrer', () => {
    const store = createOptionsStore(sticker);
    store.getState().setComplement(1015, 2);
    store.getState().setCrossSelling(1014, true);
    const payload = cartPayload(store.getState(), 'https://shop.test/');
    expect(addToCartPayload().safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      complements: [{ id: 1015, quantity: 2, linkToParent: true }],
      crossSellingProducts: [{ id: 1014, linkToParent: true, options: { originalProduct: 1001 } }],
      options: { referrer: 'https://shop.test/' },
    });
    store.getState().setComplement(1015, 0);
    store.getState().setCrossSelling(1014, false);
    expect(cartPayload(store.getState())).not.toHaveProperty('complements');
    expect(cartPayload(store.getState())).not.toHaveProperty('crossSellingProducts');
  });
  it('modify adds the item id and the fields the spec names', () => {
    const payload = modifyPayload(createOptionsStore(blind).getState(), 12);
    expect(calls.modifyCartItem.payload.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ id: 12, productName: 'Test', supportColor: 1 });
    expect(modifyPayload(createOptionsStore(rug).getState(), 3)).toMatchObject({ format: 'rect-60x90' });
  });
  it('personal text and image: web image or upload, never both', () => {
    const store = createOptionsStore({ ...textSticker, personalizedImage: true });
    store.getState().setText('  Home  ');
    store.getState().setUploadedImage({ file: '/uploads/a.png', originalName: 'a.png' });
    expect(cartPayload(store.getState()).options).toMatchObject({
      personalizedText: 'Home',
      personalizedImage: '/uploads/a.png',
      personalizedImageOriginalName: 'a.png',
    });
    store.getState().setWebImage(true);
    store.getState().setWebImageUrl('https://example.com/x.png');
    const o = cartPayload(store.getState()).options;
    expect(o).toMatchObject({ personalizedImage: 'https://example.com/x.png', personalizedImageFromWeb: true });
    expect(o).not.toHaveProperty('personalizedImageOriginalName');
  });
  it('orientation: mirrored unless the colour forces normal', () => {
    const store = createOptionsStore(sticker);
    store.getState().setOrientation('reversed');
    expect(effectiveOrientation(store.getState())).toBe('reversed');
    store.setState({ color: 104 });
    expect(effectiveOrientation(store.getState())).toBe('normal');
    expect(cartPayload(store.getState()).options).toMatchObject({ reversed: false, orientation: 'normal' });
  });
  it('the live price asks for the up-selling text (product and quantity only) once it is ticked and written', () => {
    const store = createOptionsStore(textSticker);
    store.getState().typeWidth('100');
    store.getState().setCalculatedHeight(25);
    store.getState().setUpSell({ on: true });
    expect(pricePayload(store.getState())).not.toHaveProperty('upSellingProducts');
    store.getState().setUpSell({ text: 'Welcome' });
    const payload = pricePayload(store.getState());
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
    expect(payload.upSellingProducts).toEqual([{ productId: 1004, quantity: 1 }]);
    // another text or font asks the same price again: no new request per keystroke
    store.getState().setUpSell({ text: 'Welcome home' });
    store.getState().setUpSellFont('Lobster');
    expect(pricePayload(store.getState())).toEqual(payload);
    store.getState().setUpSell({ on: false });
    expect(pricePayload(store.getState())).not.toHaveProperty('upSellingProducts');
    const modify = createOptionsStore(textSticker, { mode: 'modify', itemId: 1 });
    modify.getState().setUpSell({ on: true, text: 'Hi' });
    expect(pricePayload(modify.getState())).not.toHaveProperty('upSellingProducts');
  });
  it('a size typed in inches: alerts on the centimetres, convertUM sent with the inches, presets never converted', () => {
    const store = createOptionsStore(sticker);
    store.getState().setUnit('in');
    store.getState().typeWidth('39.37');
    store.getState().typeHeight('19.69');
    const size = currentSize(store.getState());
    expect(size).toMatchObject({ width: 39.37, height: 19.69, unit: 'in', widthCm: 100, heightCm: 50 });
    expect(size.alert).toBeUndefined();
    const price = pricePayload(store.getState());
    expect(calls.calculateCustomPrice.payload.safeParse(price).success).toBe(true);
    expect(price).toMatchObject({ width: 39.37, height: 19.69, convertUM: true, options: { width: 39.37, height: 19.69 } });
    expect(cartPayload(store.getState())).toMatchObject({ convertUM: true, options: { width: 39.37, height: 19.69 } });
    // 39.37 in would be a fine number of centimetres too small: the alert follows the unit
    store.getState().typeWidth('5');
    expect(currentSize(store.getState()).alert).toBe('too-small');
    // back to centimetres: what was typed is converted, convertUM is no longer sent
    store.getState().typeWidth('39.37');
    store.getState().setUnit('cm');
    expect(store.getState()).toMatchObject({ customWidth: '100', customHeight: '50', unit: 'cm' });
    expect(pricePayload(store.getState())).not.toHaveProperty('convertUM');
    store.getState().setUnit('in');
    store.getState().pickSize(1);
    expect(pricePayload(store.getState())).not.toHaveProperty('convertUM');
    expect(cartPayload(store.getState())).not.toHaveProperty('convertUM');
  });
});
