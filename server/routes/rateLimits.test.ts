import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../contract';
import { WRITE_RATE_LIMIT } from '../http/route';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, vinyl, visitor } from './shopping.testing';

// Issue 10, item 10: every call that changes what the server keeps is rate limited, per client address; update,
// remove and modify had no limit at all (nor had the base64 uploads a `writes` mark).

/**
 * The POST calls that change nothing the server keeps: prices, lists, texts, renders and reads of a cart or a
 * wishlist. shopping-cart and open-shopping-cart-if-needed only clear the cart's one-shot "open me after an add" flag.
 * A new POST call must be put here or marked `writes` in the contract (then it is rate limited).
 */
const READS: CallName[] = [
  'calculateCustomHeight',
  'updateSizesPrices',
  'calculateCustomPrice',
  'updatePackPrices',
  'loadModelGenderOptions',
  'loadModelSizesAndColors',
  'previewImage',
  'checkMaxSize',
  'loadAddToCart',
  'shoppingCart',
  'openShoppingCartIfNeeded',
  'modifyItemCart',
  'getMaxSizeError',
  'translate',
  'loadRelatedProducts',
  'lastViewedProductsRecommender',
  'getWishlistIds',
  'getWishlistProductIds',
  'cookiesMessage',
  'searchDesigns',
  'renderText',
  'getQuantitySelector',
  'renderClothingSizes',
];

const entries = Object.entries(calls) as [CallName, (typeof calls)[CallName]][];
const writes = entries.filter(([, c]) => 'writes' in c && c.writes);

it('every POST call either writes (and is rate limited) or is a known read', () => {
  const posts = entries.filter(([, c]) => c.method === 'POST').map(([name]) => name);
  const unclassified = posts.filter((name) => !READS.includes(name) && !writes.some(([w]) => w === name));
  expect(unclassified, 'mark these `writes` in contract/ or list them in READS').toEqual([]);
  expect(READS.filter((name) => writes.some(([w]) => w === name))).toEqual([]);
  expect(writes.map(([name]) => name)).toEqual(
    expect.arrayContaining(['updateItemQuantity', 'removeItemCart', 'modifyCartItem', 'toggleWishlist', 'placeOrder', 'uploadImageBase64']),
  );
});

describe.each(databasesUnderTest())('rate limits of state-changing calls on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  it.each(writes.map(([name, call], i) => ({ name, path: call.path, i })))('$name ($path) answers a readable 429 after its limit', async ({ path, i }) => {
    // each call from an address of its own, so one call's count is not another's; the payload is refused, but every
    // request counts (a script is slowed down whatever it sends)
    const address = `203.0.113.${100 + i}`;
    const url = path.replace(/\/:[^/]+\??/g, '/1');
    const send = (query = '') => shop.app.inject({ method: 'POST', url: url + query, payload: {}, headers: { 'x-forwarded-for': address } });
    const first = await send();
    const limit = Number(first.headers['x-ratelimit-limit']);
    expect(limit, `${path} is rate limited`).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(WRITE_RATE_LIMIT.max);
    for (let n = 1; n < limit; n++) expect((await send()).statusCode).not.toBe(429);
    const stopped = refused(await send(), 429);
    expect(stopped).toMatchObject({ errorCode: 'too-many-requests', errorMessage: 'Too many attempts: please wait a moment and try again.' });
    expect(Number((await send()).headers['retry-after'])).toBeGreaterThan(0);
    expect(refused(await send('?lang=es'), 429).errorMessage).toBe('Demasiados intentos: espera un momento y vuelve a intentarlo.');
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
