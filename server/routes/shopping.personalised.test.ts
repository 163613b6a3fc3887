import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { refused, visitor } from './shopping.testing';

// A personalised product is the shopper's text or image: without one the add is refused with the code of the
// section to open, in the shopper's language, and nothing reaches the cart.
describe.each(databasesUnderTest())('cart: personalised products need their personalisation on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const textSticker = { productId: P.textSticker, quantity: 1, options: { width: 100, height: 25, color: 1 } };
  const photoCanvas = { productId: P.photoCanvas, quantity: 1, options: { size: { sizeid: 1 } } };

  it('refuses a text sticker with no text, or only spaces, and keeps the cart empty', async () => {
    const v = visitor(shop);
    for (const personalizedText of [undefined, '   ']) {
      const r = refused(await v.call('/ajax/shopping/add-to-cart', { ...textSticker, options: { ...textSticker.options, personalizedText } }), 400);
      expect(r.errorCode).toBe('personalizedText');
      expect(r.errorMessage).toBe('Type the text you want on this product before adding it to the cart.');
    }
    expect((await v.cart()).cart.items).toHaveLength(0);
    const added = await v.add({ ...textSticker, options: { ...textSticker.options, personalizedText: 'Home sweet home' } });
    expect(added.cartItems).toHaveLength(1);
  });

  it('refuses a photo canvas with no photo, in the shopper language', async () => {
    const v = visitor(shop);
    const r = refused(await v.call('/ajax/shopping/add-to-cart?lang=es', photoCanvas), 400);
    expect(r.errorCode).toBe('personalizedImage');
    expect(r.errorMessage).toMatch(/^Sube la foto/);
    expect((await v.cart()).cart.items).toHaveLength(0);
  });
});
