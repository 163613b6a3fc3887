import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { MAX_CART_LINES } from '../../rules/cart';
import { CART_COOKIE } from './shopping';
import { blind, cartIdOf, fillLines, linesOf, refused, vinyl, visitor, type Visitor } from './shopping.testing';

// Issue 10, item 1: a ?tvcart= link never attaches a browser to another cart nor takes the visitor's own cart away.
// Opening a link copies its lines into the visitor's own cart; the link's cart is never shared afterwards.
describe.each(databasesUnderTest())('cart recovery links on $name', (target) => {
  let shop: TestShop;
  let address = 0;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  // Each visitor comes from its own address, so the recovery rate limit (20 a minute) never interferes.
  const shopper = () => visitor(shop, { 'x-forwarded-for': `10.1.${Math.floor(++address / 200)}.${address % 200}` });
  const recover = (v: Visitor, hash: string, headers: Record<string, string> = {}) => v.call('/ajax/compra/recover-cart', { hash }, headers);
  const items = async (v: Visitor) =>
    (await v.cart()).cart.items.map((i: { productId: number; quantity: number }) => [i.productId, i.quantity]) as [number, number][];
  const small = { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 50, height: 50, color: 1 } };

  it("someone else's link adds copies of its lines to the visitor's own cart: same cookie, same cart, own items kept", async () => {
    const owner = shopper();
    await owner.add(vinyl);
    const link = (await owner.cart()).cart.recoveryHash;
    const me = shopper();
    await me.add(blind);
    const myCookie = me.jar[CART_COOKIE];
    const myHash = (await me.cart()).cart.recoveryHash;

    const r = await recover(me, link);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined();
    expect(me.jar[CART_COOKIE]).toBe(myCookie);
    expect(r.json()).toMatchObject({ count: 3, cart: { recoveryHash: myHash } });
    expect(await items(me)).toEqual([
      [P.rollerBlind, 1],
      [P.treeOfLifeSticker, 2],
    ]);

    // Afterwards the two carts are strangers: what either adds or changes stays in its own cart.
    await me.add({ ...small, options: { ...small.options, width: 60 } });
    const mine = (await me.cart()).cart.items;
    await me.ok('/ajax/shopping/update-item-quantity', { id: mine[1].id, quantity: 7 });
    expect(await items(owner)).toEqual([[P.treeOfLifeSticker, 2]]);
    await owner.add(small);
    expect(await items(me)).toEqual([
      [P.rollerBlind, 1],
      [P.treeOfLifeSticker, 7],
      [P.treeOfLifeSticker, 1],
    ]);
  });

  it('a fresh browser gets a new cart of its own holding copies, never the link’s cart', async () => {
    const owner = shopper();
    await owner.add(vinyl);
    const ownerCart = (await owner.cart()).cart;
    const fresh = shopper();
    const r = await recover(fresh, ownerCart.recoveryHash);
    expect(r.statusCode, r.body).toBe(200);
    expect(fresh.jar[CART_COOKIE]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.jar[CART_COOKIE]).not.toBe(owner.jar[CART_COOKIE]);
    const copy = (await fresh.cart()).cart;
    expect(copy.recoveryHash).not.toBe(ownerCart.recoveryHash);
    expect(copy.items.map((i: { id: number }) => i.id)).not.toContain(ownerCart.items[0].id);
    expect(await items(fresh)).toEqual([[P.treeOfLifeSticker, 2]]);
    await fresh.add(small);
    expect(await items(owner)).toEqual([[P.treeOfLifeSticker, 2]]);
    // The database holds two carts, each with its own session: nobody was attached to the owner's.
    const ownerId = await cartIdOf(shop, owner);
    const sessions = await shop.db.kysely.selectFrom('cart_sessions').select('token_hash').where('cart_id', '=', ownerId).execute();
    expect(sessions).toHaveLength(1);
  });

  it('opening a link again copies nothing twice; opening one’s own link changes nothing', async () => {
    const owner = shopper();
    await owner.add(vinyl);
    await owner.add(blind);
    const link = (await owner.cart()).cart.recoveryHash;
    const me = shopper();
    await me.add(small);
    await recover(me, link);
    await recover(me, link);
    expect(await items(me)).toEqual([
      [P.treeOfLifeSticker, 1],
      [P.treeOfLifeSticker, 2],
      [P.rollerBlind, 1],
    ]);
    const before = await items(owner);
    const own = await recover(owner, link);
    expect(own.statusCode).toBe(200);
    expect(own.cookies).toHaveLength(0);
    expect(await items(owner)).toEqual(before);
  });

  it('linked items are copied with their links: removing the copied parent takes its copied complements along', async () => {
    const owner = shopper();
    await owner.add({
      ...blind,
      complements: [
        { id: P.remoteControl, quantity: 1, locked: true },
        { id: P.usbCharger, quantity: 2 },
      ],
    });
    const ownerItems = (await owner.cart()).cart.items;
    const me = shopper();
    await me.add(small);
    await recover(me, (await owner.cart()).cart.recoveryHash);
    const mine = (await me.cart()).cart.items;
    expect(mine).toHaveLength(4);
    const [, parent, remote, charger] = mine;
    expect(remote).toMatchObject({ productId: P.remoteControl, parentId: parent.id, isLocked: true, linkToParent: true });
    expect(charger).toMatchObject({ productId: P.usbCharger, parentId: parent.id, quantity: 2 });
    expect(parent.unitPrice).toBe(ownerItems[0].unitPrice);
    await me.ok('/ajax/shopping/remove-item-cart', { id: parent.id });
    expect(await items(me)).toEqual([[P.treeOfLifeSticker, 1]]);
    expect((await owner.cart()).cart.items).toHaveLength(3);
  });

  it('a link whose lines do not fit the visitor’s cart is refused, and nothing is copied', async () => {
    const owner = shopper();
    await owner.add(vinyl);
    await owner.add(blind);
    const me = shopper();
    await me.add(small);
    const id = await cartIdOf(shop, me);
    await fillLines(shop, id, MAX_CART_LINES - 2);
    const body = refused(await recover(me, (await owner.cart()).cart.recoveryHash), 400);
    expect(body.errorCode).toBe('cart-full');
    expect(await linesOf(shop, id)).toHaveLength(MAX_CART_LINES - 1);
  });

  it('a cross-site post to recover-cart is refused: the visitor keeps their cart and their cookie', async () => {
    const owner = shopper();
    await owner.add(vinyl);
    const link = (await owner.cart()).cart.recoveryHash;
    const me = shopper();
    await me.add(blind);
    const myCookie = me.jar[CART_COOKIE];
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // another origin of the same site (a subdomain) is no better
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.localhost' },
      // a browser that sends no Sec-Fetch-Site still sends Origin on a cross-origin POST
      { origin: 'https://evil.example' },
    ]) {
      const r = await recover(me, link, headers);
      // 403 with a readable message (recover-cart's own check, or the shop's general one if it answers first)
      refused(r, 403);
      expect(r.cookies).toHaveLength(0);
    }
    // A cross-site form post (the hash in its action's query, an empty multipart body; the SameSite=Lax cookie is
    // not sent with it) sets no cookie either: its answer would have replaced the visitor's cart cookie.
    const form = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: `/ajax/compra/recover-cart?hash=${link}`,
        payload: '--b\r\n--b--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=b', ...headers },
      });
    const crossSite = await form({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode, crossSite.body).toBe(403);
    expect(crossSite.cookies).toHaveLength(0);
    // Even from the shop's own origin, a POST's fields come from its body only (issue 10, item 2): the hash in the
    // query string is not read, so nothing is recovered and the visitor's cart stays theirs.
    const sameOrigin = await form({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(400);
    expect(sameOrigin.cookies).toHaveLength(0);
    expect(me.jar[CART_COOKIE]).toBe(myCookie);
    expect(await items(me)).toEqual([[P.rollerBlind, 1]]);
    // The shop's own page recovering a link is same-origin.
    const own = await recover(me, link, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' });
    expect(own.statusCode, own.body).toBe(200);
  });
});
