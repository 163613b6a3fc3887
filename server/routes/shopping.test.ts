import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { CART_COOKIE } from './shopping';
import { blind, refused, vinyl, visitor } from './shopping.testing';

// Adding, modifying and reading the cart against the real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set), as a browser uses it: the cart cookie set by the first add, then sent back on every call.
describe.each(databasesUnderTest())('cart: add, modify and view on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  it('add-to-cart sets an httpOnly SameSite=Lax cookie, prices on the server and the cart lists the item', async () => {
    const v = visitor(shop);
    const r = await v.call('/ajax/shopping/add-to-cart', { ...vinyl, options: { ...vinyl.options, price: 1 } });
    expect(r.statusCode, r.body).toBe(200);
    const cookie = r.cookies.find((c) => c.name === CART_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const body = r.json();
    expect(body.cartItems).toHaveLength(1);
    expect(body.cartItems[0]).toMatchObject({ price: 4600, quantity: 2, totalPrice: 9200, currency: 'EUR', options: { colorApaCode: '1', size: '100x100' } });
    expect(body.count).toBe(2);
    const cart = await v.cart();
    expect(cart.count).toBe(2);
    expect(cart.cart.items[0]).toMatchObject({
      productId: P.treeOfLifeSticker,
      unitPrice: 4600,
      totalPrice: 9200,
      isLocked: false,
      linkToParent: false,
      formattedUnitPrice: '€46',
    });
    expect(cart.cart.items[0].options).toMatchObject({ width: 100, height: 100, color: 1, price: 4600 });
    expect(cart.cart.items[0].analytics).toMatchObject({
      name: expect.any(String),
      price: 4600,
      variant: 'Black',
      dimension1: '100 x 100 cm',
      dimension2: 'cut-vinyl-sticker',
    });
    expect(cart.cart).toMatchObject({ total: 9200, estimatedShippingTotal: 0, grandTotal: 9200, discount: 0, currency: 'EUR' });
    expect(cart.cart.freeShipping).toMatchObject({ threshold: 6000, remaining: 0, reached: true });
    expect(cart.cart.freeExpressShipping).toMatchObject({ threshold: 12000, remaining: 2800, reached: false });
    expect(cart.dataLayer[0]).toMatchObject({ quantity: 2, price: 4600 });
    expect(cart.title).toContain('2');
  });

  it('a visitor without a cookie sees an empty cart and gets no cookie for looking', async () => {
    const v = visitor(shop);
    const r = await v.call('/ajax/shopping/shopping-cart?t=123');
    expect(r.statusCode).toBe(200);
    expect(r.cookies).toHaveLength(0);
    expect(r.json()).toMatchObject({ count: 0, cart: { items: [], total: 0, grandTotal: 0, estimatedShippingTotal: 0 } });
  });

  it('a made-up or foreign-format cookie is never adopted: a fresh token is issued', async () => {
    const v = visitor(shop);
    v.jar[CART_COOKIE] = 'A'.repeat(43);
    await v.add(vinyl);
    expect(v.jar[CART_COOKIE]).not.toBe('A'.repeat(43));
    expect((await v.cart()).count).toBe(2);
  });

  it('the database keeps only a hash of the cart token', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    const sessions = await shop.db.kysely.selectFrom('cart_sessions').select('token_hash').execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.token_hash)).not.toContain(v.jar[CART_COOKIE]);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('answers each wrong option with the code of its section and a translated message', async () => {
    const v = visitor(shop);
    const cases: [object, string][] = [
      [{ productId: P.dunesCanvas, quantity: 1, options: { size: { sizeid: 999 } } }, 'size'],
      [{ productId: P.treeOfLifeSticker, quantity: 1, options: { color: 1 } }, 'size'],
      [{ productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100 } }, 'color'],
      [{ productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100, color: 999 } }, 'color'],
      [{ productId: P.treeOfLifeSticker, quantity: 1, options: { width: 100, height: 100, color: 104, orientation: 'reversed' } }, 'orientation'],
      [{ ...blind, options: { ...blind.options, tissue: undefined } }, 'tissue'],
      [{ ...blind, options: { ...blind.options, tissue: 99 } }, 'tissue'],
      [{ ...blind, options: { ...blind.options, mechanism: undefined } }, 'mechanism'],
      [{ ...blind, options: { ...blind.options, drop: undefined } }, 'drop'],
      [{ ...blind, options: { ...blind.options, drop: 9 } }, 'drop'],
      [{ ...blind, options: { ...blind.options, chainPosition: 9 } }, 'chainPosition'],
      [{ productId: P.mountainTee, quantity: 1, options: {} }, 'model'],
      [{ productId: P.mountainTee, quantity: 1, options: { model: 1, materialColor: 1 } }, 'modelSize'],
      [{ productId: P.mountainTee, quantity: 1, options: { model: 1, modelSize: 'M' } }, 'materialColor'],
      [{ productId: P.mountainTee, quantity: 1, options: { model: 2, modelSize: 'M', materialColor: 9 } }, 'materialColor'],
    ];
    for (const [payload, code] of cases) {
      const body = refused(await v.call('/ajax/shopping/add-to-cart', payload), 400);
      expect(body.errorCode, JSON.stringify(payload)).toBe(code);
    }
    const es = refused(await v.call('/ajax/shopping/add-to-cart', cases[2][0], { 'accept-language': 'es' }), 400);
    expect(es.errorMessage).toMatch(/color/i);
    expect(refused(await v.call('/ajax/shopping/add-to-cart', { productId: 999999, quantity: 1 }), 404).errorCode).toBe('not-found');
    expect((await v.cart()).count).toBe(0);
    // a refused add creates no cart and sets no cookie
    expect(v.jar[CART_COOKIE]).toBeUndefined();
  });

  it('a blind with complements and 0-quantity controls: complements become linked items, zeros are skipped', async () => {
    const v = visitor(shop);
    const r = await v.add({
      ...blind,
      options: { ...blind.options, mechanism: 3, chainPosition: 1, supportColor: 2 },
      complements: [
        { id: P.remoteControl, quantity: 1, locked: true },
        { id: P.usbCharger, quantity: 0 },
        { id: P.solarCharger, quantity: 2 },
      ],
    });
    expect(r.cartItems.map((i: { reference: string }) => i.reference)).toEqual(['RB001', 'C015', 'C018']);
    const items = (await v.cart()).cart.items;
    const [parent, remote, solar] = items;
    expect(parent.unitPrice).toBe(1900 + 4500 + 8900);
    expect(remote).toMatchObject({ parentId: parent.id, linkToParent: true, isLocked: true, unitPrice: 2495, quantity: 1 });
    expect(solar).toMatchObject({ parentId: parent.id, linkToParent: true, isLocked: false, quantity: 2 });
    // hideComplements leaves them out of the list but not out of the totals
    const hidden = await v.ok('/ajax/shopping/shopping-cart', { hideComplements: true, renderNewCart: 1 });
    expect(hidden.cart.items.map((i: { id: number }) => i.id)).toEqual([parent.id]);
    expect(hidden.cart.total).toBe(parent.unitPrice + 2495 + 2 * 3495);
  });

  it('refuses a complement or cross-selling product the catalogue does not offer with the product', async () => {
    const v = visitor(shop);
    expect(refused(await v.call('/ajax/shopping/add-to-cart', { ...vinyl, complements: [{ id: P.remoteControl }] }), 400).errorCode).toBe('complement');
    expect(refused(await v.call('/ajax/shopping/add-to-cart', { ...blind, crossSellingProducts: [{ id: P.spatula }] }), 400).errorCode).toBe('crossSelling');
    expect(refused(await v.call('/ajax/shopping/add-to-cart', { productId: P.remoteControl, quantity: 1 }), 400).errorCode).toBe('product');
    expect((await v.cart()).count).toBe(0);
  });

  it('cross-selling, up-selling texts and t-shirt bundles', async () => {
    const v = visitor(shop);
    const r = await v.add({
      ...vinyl,
      quantity: 1,
      crossSellingProducts: [{ id: P.spatula }],
      upSellingProducts: [{ productId: P.textSticker, quantity: 1, text: 'Home', font: 'Lobster', color: '#000000' }],
    });
    expect(r.cartItems).toHaveLength(3);
    const items = (await v.cart()).cart.items;
    const spatula = items.find((i: { productId: number }) => i.productId === P.spatula);
    const text = items.find((i: { productId: number }) => i.productId === P.textSticker);
    expect(spatula).toMatchObject({ linkToParent: false, unitPrice: 295 });
    expect(spatula.parentId).toBeUndefined();
    expect(text).toMatchObject({ linkToParent: true, parentId: items[0].id });
    expect(text.options.personalizedText).toBe('Home');

    const tee = visitor(shop);
    const bundle = await tee.add({
      productId: P.mountainTee,
      quantity: 1,
      options: { model: 1, modelSize: 'M', materialColor: 1 },
      multiProducts: [
        { index: 0, model: 1, modelSize: 'M', materialColor: 1 },
        { index: 1, model: 1, modelSize: 'XXL', materialColor: 2 },
      ],
    });
    expect(bundle.cartItems.map((i: { price: number }) => i.price)).toEqual([1995, 2195]);
    const teeItems = (await tee.cart()).cart.items;
    expect(teeItems[1]).toMatchObject({ parentId: teeItems[0].id, linkToParent: true });
    const loose = await tee.ok('/ajax/shopping/add-to-cart-multiple', {
      productId: P.mountainTee,
      quantity: 1,
      options: { model: 1, modelSize: 'M', materialColor: 1 },
      multiProducts: [
        { index: 0, model: 1, modelSize: 'S', materialColor: 1 },
        { index: 1, model: 4, modelSize: 'S', materialColor: 10 },
      ],
    });
    expect(loose.cartItems).toHaveLength(2);
    expect((await tee.cart()).cart.items.filter((i: { parentId?: number }) => i.parentId === undefined)).toHaveLength(3);
  });

  it('modify-item-cart opens an item; modify-cart-item replaces its options after the same checks', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    const id = cartItems[0].id;
    const opened = await v.ok('/ajax/shopping/modify-item-cart', { id });
    expect(opened).toMatchObject({ done: true, id, productId: P.treeOfLifeSticker, quantity: 2, options: { width: 100, height: 100, color: 1 } });
    expect(opened.description).toContain('100 x 100 cm');

    const bad = refused(
      await v.call('/ajax/shopping/modify-cart-item', { ...vinyl, id, options: { width: 100, height: 100, color: 106, orientation: 'reversed' } }),
      400,
    );
    expect(bad.errorCode).toBe('orientation');
    const changed = await v.ok('/ajax/shopping/modify-cart-item', {
      ...vinyl,
      id,
      quantity: 1,
      options: { width: 50, height: 50, color: 8 },
      productName: 'x',
    });
    expect(changed.cartItems[0]).toMatchObject({ id, quantity: 1, price: Math.max(995, 400 + 4200 / 4) });
    const items = (await v.cart()).cart.items;
    expect(items).toHaveLength(1);
    expect(items[0].options).toMatchObject({ width: 50, height: 50, color: 8 });
    expect(refused(await v.call('/ajax/shopping/modify-cart-item', { ...vinyl, productId: P.flyingBirdsSticker, id }), 400).errorCode).toBe('product');
  });

  it('load-add-to-cart answers the product and the selection; with itemId the cart item options', async () => {
    const v = visitor(shop);
    const fresh = await v.ok('/ajax/product-list/load-add-to-cart', { id: P.dunesCanvas, price: 1 });
    expect(fresh.options).toMatchObject({ product: { id: P.dunesCanvas }, selected: {}, quantity: 1, modifyProduct: false });
    expect(fresh.options.product.sizes.length).toBeGreaterThan(0);
    const { cartItems } = await v.add(vinyl);
    const mod = await v.ok('/ajax/product-list/load-add-to-cart', { id: P.treeOfLifeSticker, itemId: cartItems[0].id, modifyProduct: true });
    expect(mod.options).toMatchObject({ itemId: cartItems[0].id, quantity: 2, modifyProduct: true, selected: { width: 100, height: 100, color: 1 } });
    const stranger = visitor(shop);
    refused(await stranger.call('/ajax/product-list/load-add-to-cart', { id: P.treeOfLifeSticker, itemId: cartItems[0].id }), 404);
    refused(await v.call('/ajax/product-list/load-add-to-cart', { id: P.priorityService }), 400);
  });

  it('converts inches when convertUM is set', async () => {
    const v = visitor(shop);
    const r = await v.add({ productId: P.treeOfLifeSticker, quantity: 1, convertUM: true, options: { width: 39.37, height: 39.37, color: 1 } });
    const item = (await v.cart()).cart.items[0];
    expect(item.options.width).toBeCloseTo(100, 0);
    expect(r.cartItems[0].price).toBeGreaterThan(4500);
  });
});
