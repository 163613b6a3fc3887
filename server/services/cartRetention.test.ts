import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { CartRepository } from '../repositories/cartRepository';
import { blind, vinyl, visitor } from '../routes/shopping.testing';
import { CartRetention } from './cartRetention';

// The idle-cart purge on the real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set): a cart nobody
// used for the retention period goes with its items and sessions; a cart in use stays, and using it counts.
describe.each(databasesUnderTest())('idle carts are purged on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
  const retention = (days: number) => new CartRetention(new CartRepository(shop.db.kysely), days);
  /** The visitor's cart as the database holds it (the purge test looks underneath the calls). */
  async function cartIdOf(v: ReturnType<typeof visitor>): Promise<number> {
    const recoveryHash = (await v.cart()).cart.recoveryHash;
    const row = await shop.db.kysely.selectFrom('carts').select('id').where('recovery_hash', '=', recoveryHash!).executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const ageCart = (id: number, days: number) =>
    shop.db.kysely
      .updateTable('carts')
      .set({ updated_at: daysAgo(days) })
      .where('id', '=', id)
      .execute();
  const rows = async (table: 'carts' | 'cart_items' | 'cart_sessions', id: number) =>
    (
      await shop.db.kysely
        .selectFrom(table)
        .select(table === 'carts' ? 'id' : 'cart_id')
        .where(table === 'carts' ? 'id' : 'cart_id', '=', id)
        .execute()
    ).length;

  it('deletes a cart unused for the retention period, with its items and sessions; a recent cart stays', async () => {
    const idle = visitor(shop);
    await idle.add(vinyl);
    await idle.add(blind);
    const recent = visitor(shop);
    await recent.add(vinyl);
    const idleId = await cartIdOf(idle);
    await ageCart(idleId, 61);

    expect(await retention(60).purge()).toBe(1);
    expect(await rows('carts', idleId)).toBe(0);
    expect(await rows('cart_items', idleId)).toBe(0);
    expect(await rows('cart_sessions', idleId)).toBe(0);
    // The idle visitor's cookie now finds nothing; the recent one still has the cart.
    expect((await idle.cart()).count).toBe(0);
    expect((await recent.cart()).count).toBe(2);
  });

  it('using a cart (viewing, changing a quantity) keeps it from the purge', async () => {
    const viewer = visitor(shop);
    await viewer.add(vinyl);
    const viewerId = await cartIdOf(viewer);
    await ageCart(viewerId, 90);
    await viewer.cart();

    const changer = visitor(shop);
    const added = await changer.add(vinyl);
    const changerId = await cartIdOf(changer);
    await ageCart(changerId, 90);
    const item = added.cartItems[0];
    const r = await changer.call('/ajax/shopping/update-item-quantity', { id: item.id, quantity: 3, prevQuantity: 2 });
    expect(r.statusCode, r.body).toBe(200);

    expect(await retention(60).purge()).toBe(0);
    expect(await rows('carts', viewerId)).toBe(1);
    expect((await changer.cart()).count).toBe(3);
  });

  it('a retention of 0 days keeps every cart', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    await ageCart(await cartIdOf(v), 3650);
    expect(await retention(0).purge()).toBe(0);
    expect((await v.cart()).count).toBe(2);
  });
});
