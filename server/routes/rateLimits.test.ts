import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../contract';
import { WRITE_RATE_LIMIT } from '../http/route';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, vinyl, visitor } from './shopping.testing';

// Issue 10, item 10: every call that changes what the server keeps is rate limited, per client address; update,
// remove and modify had no limit at all.
describe.each(databasesUnderTest())('rate limits of state-changing calls on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const writes = (Object.entries(calls) as [CallName, (typeof calls)[CallName]][]).filter(([, c]) => 'writes' in c && c.writes);

  it('every call that writes answers with its limit, even when its payload is refused', async () => {
    expect(writes.map(([name]) => name)).toEqual(
      expect.arrayContaining(['updateItemQuantity', 'removeItemCart', 'modifyCartItem', 'toggleWishlist', 'placeOrder']),
    );
    for (const [name, call] of writes) {
      const r = await shop.app.inject({
        method: 'POST',
        url: call.path.replace(/\/:[^/]+\??/g, '/1'),
        payload: {},
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(Number(r.headers['x-ratelimit-limit']), `${name} (${call.path}) is rate limited`).toBeGreaterThan(0);
    }
  });

  it('a script changing quantities is stopped with a readable 429, and the shopper next door is not', async () => {
    const script = visitor(shop, { 'x-forwarded-for': '203.0.113.51' });
    const { cartItems } = await script.add(vinyl);
    const id = cartItems[0].id;
    for (let i = 0; i < WRITE_RATE_LIMIT.max; i++) {
      const r = await script.call('/ajax/shopping/update-item-quantity', { id, quantity: 1 + (i % 3) });
      expect(r.statusCode, r.body).toBe(200);
    }
    const stopped = refused(await script.call('/ajax/shopping/update-item-quantity', { id, quantity: 5 }), 429);
    expect(stopped.errorMessage).toBe('Too many attempts: please wait a moment and try again.');
    expect((await script.cart()).cart.items[0].quantity).not.toBe(5); // the refused change was not made
    expect(stopped.errorCode).toBe('too-many-requests');
    const neighbour = visitor(shop, { 'x-forwarded-for': '203.0.113.52' });
    const own = await neighbour.add(vinyl);
    expect((await neighbour.call('/ajax/shopping/remove-item-cart', { id: own.cartItems[0].id })).statusCode).toBe(200);
  });
});
