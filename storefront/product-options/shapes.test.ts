import { describe, expect, it } from 'vitest';
import { calls } from '../../contract';
import { productSections } from './model/sections';
import { cartPayload, currentSize, pricePayload } from './model/payload';
import { sectionSummary } from './model/summary';
import { createOptionsStore } from './store';
import { canvas, rug, shapedSticker, sticker } from './testing';

// Issue 27: a shaped sticker ordered with its picture from its page could only be shaped through the API. The page
// offers the designer's shapes; a circle or a square keeps the height equal to the width (rules/shape.ts).
describe('the product page shape choice', () => {
  it('is offered for a shaped product made from the picture, before its effect; not for other products or a rug', () => {
    const sections = productSections(shapedSticker);
    expect(sections).toContain('shape');
    expect(sections.indexOf('shape')).toBe(sections.indexOf('effect') - 1);
    for (const other of [sticker, canvas, rug, { ...rug, designerType: 8 as const, personalizedImage: true }])
      expect(productSections(other)).not.toContain('shape');
  });

  it('sends the shape option (value and name) and rounded corners only where there are corners, with the price and the cart', () => {
    const store = createOptionsStore(shapedSticker);
    store.getState().typeWidth('30');
    store.getState().typeHeight('20');
    expect(pricePayload(store.getState()).options).toMatchObject({ shape: { value: 'original' } });
    store.getState().setShape('rectangle');
    store.getState().setRoundedCorners(true);
    expect(cartPayload(store.getState()).options).toMatchObject({
      shape: { value: 'rectangle', name: 'Rectangle' },
      roundedCorners: true,
      width: 30,
      height: 20,
    });
    expect(sectionSummary(store.getState(), 'shape')).toBe('Rectangle, rounded corners');
    store.getState().setShape('circle');
    const circle = cartPayload(store.getState()).options!;
    expect(circle).toMatchObject({ shape: { value: 'circle', name: 'Circle' } });
    expect(circle.roundedCorners).toBeUndefined();
    // the payload passes the contract's check, as the server parses it
    expect(calls.addToCart.payload.safeParse(cartPayload(store.getState())).success).toBe(true);
    // other products send no shape
    expect(cartPayload(createOptionsStore(sticker).getState()).options!.shape).toBeUndefined();
  });

  it('a circle or a square makes the height the width, as typed or as chosen after', () => {
    const store = createOptionsStore(shapedSticker);
    store.getState().typeWidth('30');
    store.getState().typeHeight('20');
    store.getState().setShape('square');
    expect(currentSize(store.getState())).toMatchObject({ width: 30, height: 30 });
    store.getState().typeWidth('45');
    expect(currentSize(store.getState())).toMatchObject({ width: 45, height: 45 });
    // a rectangle frees the height again
    store.getState().setShape('rectangle');
    store.getState().typeHeight('20');
    expect(currentSize(store.getState())).toMatchObject({ width: 45, height: 20 });
  });

  it('a cart line opened to modify comes back with its shape and corners', () => {
    const s = createOptionsStore(shapedSticker, {
      mode: 'modify',
      selected: { width: 30, height: 30, shape: { value: 'square' }, roundedCorners: true },
    }).getState();
    expect(s.shape).toBe('square');
    expect(s.roundedCorners).toBe(true);
    expect(createOptionsStore(shapedSticker, { selected: { shape: 'circle' } }).getState().shape).toBe('circle');
  });
});
