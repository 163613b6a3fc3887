import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { refused, vinyl, visitor } from './shopping.testing';

// calculate-custom-price for what the options panel adds beside the product: up-selling personalised texts, t-shirt
// bundle sizes, and sizes typed in inches (convertUM). Each live price is checked against what the cart then charges
// for the same payload, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
describe.each(databasesUnderTest())('live price of extras and inches on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const price = (payload: object) => visitor(shop).ok('/ajax/product/calculate-custom-price', payload);
  const lettering = { productId: P.textSticker, quantity: 1, text: 'Home', font: 'Lobster', color: '#000000' };

  it('prices accessories and "goes well with" products as the cart adds them: the price beside Add is the charge', async () => {
    const extras = { complements: [{ id: P.transferFilm, quantity: 2, linkToParent: true }], crossSellingProducts: [{ id: P.spatula, linkToParent: true }] };
    const live = await price({ ...vinyl, ...extras });
    expect(live.price).toBe(9200);
    expect(live.extrasPrice).toBeGreaterThan(0);
    expect(live.totalPrice).toBe(9200 + live.extrasPrice);
    const v = visitor(shop);
    await v.add({ ...vinyl, ...extras });
    expect((await v.cart()).cart.total).toBe(live.totalPrice);
    // an accessory the product does not offer is refused with its section's code, as by the cart
    expect(
      refused(await visitor(shop).call('/ajax/product/calculate-custom-price', { ...vinyl, complements: [{ id: P.rollerBlind, quantity: 1 }] }), 400).errorCode,
    ).toBe('complement');
  });

  it('prices an up-selling text as the cart does: its price, and the total the cart then shows', async () => {
    const live = await price({ ...vinyl, upSellingProducts: [{ productId: P.textSticker, quantity: 1 }] });
    // the product alone is unchanged (2 x 46.00); the text sticker in its smallest size costs its minimum, 9.95
    expect(live).toMatchObject({ price: 9200, upSellingPrice: 995, formattedUpSellingPrice: '€9.95', totalPrice: 10195, formattedTotalPrice: '€101.95' });

    const v = visitor(shop);
    await v.add({ ...vinyl, upSellingProducts: [lettering] });
    const cart = (await v.cart()).cart;
    const text = cart.items.find((i: { productId: number }) => i.productId === P.textSticker);
    expect(text.totalPrice).toBe(live.upSellingPrice);
    expect(cart.total).toBe(live.totalPrice);
  });

  it('answers no up-selling fields when none is asked, and translates the formatted prices', async () => {
    const plain = await price(vinyl);
    expect(plain.price).toBe(9200);
    expect(plain.totalPrice).toBeUndefined();
    expect(plain.upSellingPrice).toBeUndefined();
    const r = await visitor(shop).call(
      '/ajax/product/calculate-custom-price',
      { ...vinyl, upSellingProducts: [{ productId: P.textSticker, quantity: 1 }] },
      { 'accept-language': 'da' },
    );
    // Danish shows DKK, without the euro sign, with a decimal comma; the amount in minor units stays EUR
    expect(r.json()).toMatchObject({ totalPrice: 10195, formattedTotalPrice: expect.stringMatching(/^[\d.]+,\d\d$/) });
  });

  it('refuses an up-selling text the cart would refuse, with a message and a 4xx', async () => {
    const call = (up: unknown) => visitor(shop).call('/ajax/product/calculate-custom-price', { ...vinyl, upSellingProducts: up });
    // a product that takes no personalised text, a hidden extra, a product that does not exist
    expect(refused(await call([{ productId: P.spatula, quantity: 1 }]), 400).errorCode).toBe('upSelling');
    expect(refused(await call([{ productId: P.transferFilm, quantity: 1 }]), 400).errorCode).toBe('upSelling');
    refused(await call([{ productId: 999999, quantity: 1 }]), 404);
    // malformed parts
    for (const bad of [
      [{ productId: P.textSticker, quantity: 0 }],
      [{ productId: P.textSticker }],
      [{ productId: 'x', quantity: 1 }],
      [{ ...lettering, svg: '<svg/>' }],
      {},
      'text',
    ]) {
      refused(await call(bad), 400);
    }
    refused(await call(Array.from({ length: 51 }, () => ({ productId: P.textSticker, quantity: 1 }))), 400);
    // and the cart refuses the same texts
    expect(
      refused(await visitor(shop).call('/ajax/shopping/add-to-cart', { ...vinyl, upSellingProducts: [{ ...lettering, productId: P.spatula }] }), 400).errorCode,
    ).toBe('upSelling');
  });

  it('refuses a total above the largest amount it can answer instead of failing', async () => {
    const r = await visitor(shop).call('/ajax/product/calculate-custom-price', {
      productId: P.photoMural,
      quantity: 10000,
      width: 1000,
      height: 1000,
      upSellingProducts: Array.from({ length: 50 }, () => ({ productId: P.textSticker, quantity: 10000 })),
    });
    expect(r.statusCode).toBeLessThan(500);
  });

  it('prices every bundle shirt with its own size surcharge, as the cart charges them', async () => {
    const tee = { productId: P.mountainTee, quantity: 1, options: { model: 1, modelSize: 'M', materialColor: 1 } };
    const multiProducts = [
      { index: 0, model: 1, modelSize: 'M', materialColor: 1 },
      { index: 1, model: 1, modelSize: 'XXL', materialColor: 2 },
      { index: 2, model: 3, modelSize: 'XXL', materialColor: 1 },
    ];
    const live = await price({ ...tee, model: 1, modelSize: 'M', materialColor: 1, multiProducts });
    // 19.95 + (19.95 + 2.00 XXL) + (19.95 + 5.00 organic + 2.00 XXL)
    expect(live.price).toBe(1995 + 2195 + 2695);
    const sizes = await visitor(shop).ok('/ajax/product/load-model-sizes-and-colors', { productId: P.mountainTee, modelId: 3, productIndex: 2 });
    expect(sizes.modelSizes).toContainEqual({ size: 'XXL', surcharge: 200, formattedSurcharge: '+€2' });
    const v = visitor(shop);
    await v.ok('/ajax/shopping/add-to-cart-multiple', { ...tee, multiProducts });
    expect((await v.cart()).cart.total).toBe(live.price);
  });

  it('answers each t-shirt model with its surcharge, the price difference the live price then makes', async () => {
    const detail = (await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.mountainTee}` })).json().product;
    const organic = detail.clothingModels.find((m: { id: number }) => m.id === 3);
    expect(organic).toMatchObject({ name: 'Organic heavyweight', surcharge: 500, formattedSurcharge: '+€5' });
    expect(detail.clothingModels.find((m: { id: number }) => m.id === 1)).toMatchObject({ surcharge: 0 });
    expect(detail.clothingModels.find((m: { id: number }) => m.id === 1).formattedSurcharge).toBeUndefined();
    const cut = await visitor(shop).ok('/ajax/product/load-model-gender-options', { productId: P.mountainTee, gender: 'men' });
    expect(cut.models.map((m: { id: number; surcharge: number }) => [m.id, m.surcharge])).toEqual([
      [1, 0],
      [2, 0],
      [3, 500],
    ]);
    // the live price of the organic model is the classic one's plus what its chip says
    const tee = (model: number) => price({ productId: P.mountainTee, quantity: 1, model, modelSize: 'M', materialColor: 1 });
    expect((await tee(3)).price - (await tee(1)).price).toBe(organic.surcharge);
    // translated like every other amount
    const da = await visitor(shop).call('/ajax/product/load-model-gender-options', { productId: P.mountainTee, gender: 'men' }, { 'accept-language': 'da' });
    expect(da.json().models[2].formattedSurcharge).toMatch(/^\+[\d.]+,\d\d$/);
  });

  it('converts inches (convertUM) in the live price exactly as add-to-cart does', async () => {
    // 39.37 in = 100 cm: the same 46.00 as 100 x 100 cm
    const inches = {
      productId: P.treeOfLifeSticker,
      quantity: 1,
      convertUM: true,
      width: 39.37,
      height: 39.37,
      options: { width: 39.37, height: 39.37, color: 1 },
    };
    const cm = await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 100, height: 100, options: { color: 1 } });
    expect(await price(inches)).toMatchObject({ price: 4600, formattedPrice: cm.formattedPrice });
    // 40.5 x 37 in = 102.9 x 94 cm, rounded to the nearest 5 cm: 105 x 95 cm (45.90), in the price and in the cart
    const odd = { productId: P.treeOfLifeSticker, quantity: 1, convertUM: true, options: { width: 40.5, height: 37, color: 1 } };
    const live = await price({ ...odd, width: 40.5, height: 37 });
    expect(live.price).toBe(4590);
    const v = visitor(shop);
    await v.add(odd);
    const item = (await v.cart()).cart.items[0];
    expect(item).toMatchObject({ unitPrice: live.price, options: { width: 105, height: 95 } });
    // an inch size out of range is the shopper's message, as in centimetres: 100 in = 254 cm, above 250 cm
    expect((await price({ ...odd, width: 100, height: 20 })).error).toMatch(/width/i);
    // without convertUM the same numbers are centimetres
    expect((await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 39.37, height: 39.37 })).price).toBeLessThan(4600);
    refused(await visitor(shop).call('/ajax/product/calculate-custom-price', { ...odd, convertUM: 'maybe' }), 400);
  });

  it('calculates a percentage height from a width in inches and answers it in inches, as the price and cart then convert it', async () => {
    const height = (payload: object) => visitor(shop).ok('/ajax/product/calculate-custom-height', { productId: P.textSticker, ...payload });
    // 39.37 in = 100 cm; a quarter of it is 25 cm = 9.84 in, the centimetre answer for 100 cm
    expect(await height({ width: 100 })).toEqual({ height: 25 });
    expect(await height({ width: 39.37, convertUM: true })).toEqual({ height: 9.84 });
    // the size shown (39.37 x 9.84 in) prices and adds as 100 x 25 cm
    const inches = { productId: P.textSticker, quantity: 1, convertUM: true, width: 39.37, height: 9.84, options: { width: 39.37, height: 9.84, color: 1 } };
    const cm = await price({ productId: P.textSticker, quantity: 1, width: 100, height: 25, options: { color: 1 } });
    const live = await price(inches);
    expect(live.price).toBe(cm.price);
    const v = visitor(shop);
    await v.add({ productId: P.textSticker, quantity: 1, convertUM: true, options: { ...inches.options, personalizedText: 'Home' } });
    expect((await v.cart()).cart.items[0]).toMatchObject({ unitPrice: cm.price, options: { width: 100, height: 25 } });
    // a width out of range names the limits in inches (20-300 cm); the same in centimetres names centimetres
    expect((await height({ width: 200, convertUM: true })).error).toBe('The width must be between 7.87 and 118.11 in.');
    expect((await height({ width: 400 })).error).toBe('The width must be between 20 and 300 cm.');
    const es = await visitor(shop).call(
      '/ajax/product/calculate-custom-height',
      { productId: P.textSticker, width: 2, convertUM: true },
      { 'accept-language': 'es' },
    );
    expect(es.json().error).toBe('El ancho debe estar entre 7,87 y 118,11 in.');
    refused(await visitor(shop).call('/ajax/product/calculate-custom-height', { productId: P.textSticker, width: 10, convertUM: 'yes' }), 400);
  });
});
