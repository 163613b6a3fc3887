import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { blind, refused, vinyl, visitor } from './shopping.testing';

// Changing what is in the cart: quantities (also many at once), removal with linked items, locked items, the
// priority-service and premium-user extras, the spatula, and other visitors' items.
describe.each(databasesUnderTest())('cart: quantities, removal and extras on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  it('update-item-quantity answers the new line, the change and the totals', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add({ ...vinyl, quantity: 1, options: { width: 50, height: 50, color: 1 } }); // 1450
    const id = cartItems[0].id;
    const r = await v.ok('/ajax/shopping/update-item-quantity', { id, quantity: 3, prevQuantity: 1 });
    expect(r).toMatchObject({
      done: true,
      quantity: 3,
      dif: 2900,
      priceTotalArticle: 4350,
      formattedPriceTotalArticle: '€43.50',
      count: 3,
      total: 4350,
      estimatedShippingTotal: 495,
      grandTotal: 4845,
      discount: 0,
      currency: 'EUR',
    });
    const down = await v.ok('/ajax/shopping/update-item-quantity', { id, quantity: 2, prevQuantity: 3 });
    expect(down).toMatchObject({ quantity: 2, dif: -1450, total: 2900 });
    // without prevQuantity the quantity is set
    expect((await v.ok('/ajax/shopping/update-item-quantity', { id, quantity: 5 })).quantity).toBe(5);
  });

  it('a refused quantity answers the quantity the server kept', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    const id = cartItems[0].id;
    const zero = refused(await v.call('/ajax/shopping/update-item-quantity', { id, quantity: 0, prevQuantity: 2 }), 400);
    expect(zero).toMatchObject({ errorCode: 'quantity', quantity: 2 });
    const tooMany = refused(await v.call('/ajax/shopping/update-item-quantity', { id, quantity: 10_000, prevQuantity: 1 }), 400);
    expect(tooMany.quantity).toBe(2);
    await v.ok('/ajax/shopping/update-item-quantity', { id, quantity: 10_000 });
    expect(refused(await v.call('/ajax/shopping/update-item-quantity', { id, quantity: 10_000, prevQuantity: 9_999 }), 400).quantity).toBe(10_000);
  });

  it('concurrent quantity changes on one item never lose an update', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add({ ...vinyl, quantity: 1 });
    const id = cartItems[0].id;
    const n = 40;
    const answers = await Promise.all(Array.from({ length: n }, () => v.call('/ajax/shopping/update-item-quantity', { id, quantity: 2, prevQuantity: 1 })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
    const item = (await v.cart()).cart.items[0];
    expect(item.quantity).toBe(1 + n);
    // and down again, all at once, stopping at the minimum without going below it
    const downs = await Promise.all(Array.from({ length: n + 5 }, () => v.call('/ajax/shopping/update-item-quantity', { id, quantity: 1, prevQuantity: 2 })));
    expect(downs.filter((a) => a.statusCode === 200)).toHaveLength(n);
    expect(downs.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect((await v.cart()).cart.items[0].quantity).toBe(1);
  });

  it('concurrent quantity sets without prevQuantity never add up: the item ends at one of the asked quantities', async () => {
    // The storefront's stepper sends the new quantity alone and cancels the previous request, which the server may
    // still run: the quantities asked must never be summed.
    const v = visitor(shop);
    const { cartItems } = await v.add({ ...vinyl, quantity: 1 });
    const id = cartItems[0].id;
    const asked = Array.from({ length: 10 }, (_, i) => i + 2);
    const answers = await Promise.all(asked.map((quantity) => v.call('/ajax/shopping/update-item-quantity', { id, quantity })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(asked.length).fill(200));
    expect(asked).toContain((await v.cart()).cart.items[0].quantity);
  });

  it('control and charger items go down to 0 and leave the cart; other items stop at 1', async () => {
    const v = visitor(shop);
    await v.add({ ...blind, options: { ...blind.options, mechanism: 3 }, complements: [{ id: P.usbCharger, quantity: 1 }] });
    const [parent, charger] = (await v.cart()).cart.items;
    const r = await v.ok('/ajax/shopping/update-item-quantity', { id: charger.id, quantity: 0, prevQuantity: 1 });
    expect(r).toMatchObject({ quantity: 0, priceTotalArticle: 0, count: 1 });
    expect((await v.cart()).cart.items.map((i: { id: number }) => i.id)).toEqual([parent.id]);
  });

  it('removing an item takes its linked complements with it; the totals follow', async () => {
    const v = visitor(shop);
    await v.add({
      ...blind,
      complements: [
        { id: P.remoteControl, quantity: 1, locked: true },
        { id: P.usbCharger, quantity: 1 },
      ],
    });
    await v.add({ ...vinyl, quantity: 1, options: { width: 50, height: 50, color: 1 } });
    const items = (await v.cart()).cart.items;
    expect(items).toHaveLength(4);
    const [parent, locked] = items;
    // a locked complement cannot be removed or changed on its own
    expect(refused(await v.call('/ajax/shopping/remove-item-cart', { id: locked.id }), 400).errorCode).toBe('locked');
    expect(refused(await v.call('/ajax/shopping/update-item-quantity', { id: locked.id, quantity: 2, prevQuantity: 1 }), 400)).toMatchObject({
      errorCode: 'locked',
      quantity: 1,
    });
    expect(refused(await v.call('/ajax/shopping/modify-item-cart', { id: locked.id }), 400).errorCode).toBe('locked');
    const r = await v.ok('/ajax/shopping/remove-item-cart', { id: parent.id });
    expect(r).toMatchObject({ done: true, count: 1, total: 1450, estimatedShippingTotal: 495, grandTotal: 1945 });
    const left = (await v.cart()).cart.items;
    expect(left).toHaveLength(1);
    const last = await v.ok('/ajax/shopping/remove-item-cart', { id: left[0].id });
    expect(last).toMatchObject({ count: 0, total: 0, grandTotal: 0, estimatedShippingTotal: 0 });
    refused(await v.call('/ajax/shopping/remove-item-cart', { id: left[0].id }), 404);
  });

  it("another visitor's item is not found and never touched", async () => {
    const owner = visitor(shop);
    const { cartItems } = await owner.add(vinyl);
    const id = cartItems[0].id;
    const stranger = visitor(shop);
    await stranger.add({ ...vinyl, quantity: 1 });
    for (const [url, payload] of [
      ['/ajax/shopping/remove-item-cart', { id }],
      ['/ajax/shopping/update-item-quantity', { id, quantity: 9, prevQuantity: 2 }],
      ['/ajax/shopping/modify-item-cart', { id }],
      ['/ajax/shopping/modify-cart-item', { ...vinyl, id, quantity: 7 }],
    ] as const) {
      expect(refused(await stranger.call(url, payload), 404).errorCode, url).toBe('not-found');
      expect(refused(await visitor(shop).call(url, payload), 404).errorCode, `${url} without a cart`).toBe('not-found');
    }
    const item = (await owner.cart()).cart.items[0];
    expect(item).toMatchObject({ id, quantity: 2, options: { width: 100, height: 100 } });
  });

  it('priority service and premium user: ticking adds one locked item, unticking removes it', async () => {
    const v = visitor(shop);
    await v.add({ ...vinyl, quantity: 1, options: { width: 50, height: 50, color: 1 } });
    let cart = (await v.cart()).cart;
    expect(cart.extras.map((e: { kind: string; checked: boolean }) => [e.kind, e.checked])).toEqual([
      ['priority-service', false],
      ['premium-user', false],
    ]);
    expect(cart.estimatedShippingTotal).toBe(495);
    await v.add({ productId: P.priorityService, quantity: 1, isLocked: true });
    await v.add({ productId: P.priorityService, quantity: 1, isLocked: true }); // twice: still one
    await v.add({ productId: P.premiumUser, quantity: 1, isLocked: true });
    cart = (await v.cart()).cart;
    const extras = cart.items.filter((i: { productId: number }) => i.productId === P.priorityService || i.productId === P.premiumUser);
    expect(extras).toHaveLength(2);
    expect(extras.every((i: { isLocked: boolean; quantity: number }) => i.isLocked && i.quantity === 1)).toBe(true);
    expect(cart.extras.every((e: { checked: boolean }) => e.checked)).toBe(true);
    // the premium membership brings free standard shipping
    expect(cart.estimatedShippingTotal).toBe(0);
    expect(cart.total).toBe(1450 + 495 + 995);
    const priority = extras.find((i: { productId: number }) => i.productId === P.priorityService);
    refused(await v.call('/ajax/shopping/update-item-quantity', { id: priority.id, quantity: 2, prevQuantity: 1 }), 400);
    await v.ok('/ajax/shopping/remove-item-cart', { id: priority.id });
    cart = (await v.cart()).cart;
    expect(cart.extras.find((e: { kind: string }) => e.kind === 'priority-service').checked).toBe(false);
  });

  it('remove-spatula-cart takes the spatula out', async () => {
    const v = visitor(shop);
    expect(await v.ok('/ajax/compra/remove-spatula-cart')).toEqual({ removeSpatula: false, count: 0 });
    await v.add({ ...vinyl, quantity: 1, crossSellingProducts: [{ id: P.spatula }] });
    expect(await v.ok('/ajax/compra/remove-spatula-cart')).toEqual({ removeSpatula: true, count: 1 });
    expect((await v.cart()).cart.items.some((i: { productId: number }) => i.productId === P.spatula)).toBe(false);
  });
});
