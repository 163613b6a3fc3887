import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { blind, refused, vinyl, visitor } from './shopping.testing';

const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

// Issue 25, item 6: remove-item-cart racing order/place. The removal ran outside the cart's lock and answered 200
// whatever it deleted, so on PostgreSQL 21 of 48 removals were acknowledged while the removed line was in the order.
// Now the removal takes the cart's lock and answers by the rows it deleted: either the order holds the line and the
// removal was refused, or the removal was acknowledged and the order does not hold it. Never both.
describe.each(databasesUnderTest())('removing a line while the cart is ordered on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const ROUNDS = 30;

  it(`${ROUNDS} removals racing an order: acknowledged means not ordered, ordered means refused`, async () => {
    const seen = { acknowledged: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const v = visitor(shop, { 'x-forwarded-for': `10.25.6.${round}` });
      const removed = (await v.add(vinyl)).cartItems[0].id as number;
      await v.add(blind);
      const key = `race-${Date.now()}-${round}`.padEnd(16, 'x');
      const remove = () => v.call('/ajax/shopping/remove-item-cart', { id: removed });
      const place = () => v.call('/ajax/order/place', { idempotencyKey: key, contact });
      // Sent in either order, so both outcomes are met on either database.
      const [removal, placement] = round % 2 ? await Promise.all([remove(), place()]) : (await Promise.all([place(), remove()])).reverse();
      expect(placement.statusCode, placement.body).toBe(200);
      const order = await shop.app.inject({ method: 'GET', url: `/ajax${placement.json().orderUrl}` });
      const titles = (order.json().order.lines as { title: string }[]).map((l) => l.title);
      const ordered = titles.length === 2;
      if (removal.statusCode === 200) {
        seen.acknowledged++;
        expect(titles, `round ${round}: the removal was acknowledged, yet the line is in the order`).toHaveLength(1);
      } else {
        seen.refused++;
        expect(refused(removal, 404).errorMessage).toContain('no longer in your cart');
        expect(ordered, `round ${round}: the removal was refused, yet the order lacks the line`).toBe(true);
      }
      expect((await v.cart()).cart.items).toHaveLength(0);
    }
    expect(seen.acknowledged + seen.refused).toBe(ROUNDS);
  }, 60_000);
});
