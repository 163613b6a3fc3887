import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, vinyl, visitor } from './shopping.testing';

// Issue 10, item 2: a page of another origin (another site, or another origin of the same site, whose requests carry
// the visitor's SameSite=Lax cookie) cannot change a cart, and a POST's fields come from its body only.
describe.each(databasesUnderTest())('cross-origin writes on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const foreign: Record<string, string>[] = [
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost' },
    { origin: 'https://evil.example' }, // a browser without Sec-Fetch-Site still sends Origin
    { origin: 'null' }, // a sandboxed page
  ];

  it('refuses every cart change from another origin with a readable 403, and changes nothing', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    const id = cartItems[0].id;
    const calls: [string, object][] = [
      ['/ajax/shopping/update-item-quantity', { id, quantity: 7 }],
      ['/ajax/shopping/remove-item-cart', { id }],
      ['/ajax/shopping/shopping-cart-check-voucher', { voucher: 'WELCOME10' }],
      ['/ajax/shopping/add-to-cart', vinyl],
    ];
    for (const headers of foreign)
      for (const [url, payload] of calls) {
        const r = refused(await v.call(url, payload, headers), 403);
        expect(r.errorCode).toBe('cross-site');
        expect(r.errorMessage).toBe('This request came from another website, so we did not change anything. Please use the shop’s own pages.');
      }
    const cart = (await v.cart()).cart;
    expect(cart.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([[id, 2]]);
    expect(cart.voucher ?? null).toBeNull();
  });

  it('lets the shop’s own pages and non-browser clients through, and answers in the shopper’s language', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    const own = await v.call(
      '/ajax/shopping/update-item-quantity',
      { id: cartItems[0].id, quantity: 3 },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    );
    expect(own.statusCode, own.body).toBe(200);
    const noHeaders = await v.call('/ajax/shopping/update-item-quantity', { id: cartItems[0].id, quantity: 4 });
    expect(noHeaders.statusCode, noHeaders.body).toBe(200);
    const es = refused(await v.call('/ajax/shopping/remove-item-cart?lang=es', { id: cartItems[0].id }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(es.errorMessage).toMatch(/^Esta petición llegó desde otro sitio web/);
  });

  it('reads a POST’s fields from its body only: fields in the query string are not taken', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add(vinyl);
    const id = cartItems[0].id;
    const r = refused(await v.call(`/ajax/shopping/update-item-quantity?id=${id}&quantity=9`, {}), 400);
    expect(r.errorCode).toBe('invalid');
    // the body wins the fields it names, and the query adds none
    const mixed = await v.call(`/ajax/shopping/update-item-quantity?prevQuantity=abc`, { id, quantity: 5 });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect((await v.cart()).cart.items[0].quantity).toBe(5);
  });
});
