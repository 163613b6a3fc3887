import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { refused, vinyl, visitor, type Visitor } from './shopping.testing';
import { sender, sweep, type SweptRoute } from './badInput.testing';

// Every cart call meets hostile input with a 4xx and a message, never a 500 and never a change to the cart.
const hostile: [string, unknown][] = [
  ['a word', 'abc'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['a negative number', -5],
  ['a fraction', 1.5],
  ['2^53', 2 ** 53],
  ['2^53 as a string', String(2 ** 53)],
  ['an empty string', ''],
  ['an object', { $gt: 1 }],
  ['an array', [1]],
  ['null', null],
  ['true', true],
];

describe.each(databasesUnderTest())('cart: bad input on $name', (target) => {
  let shop: TestShop;
  let v: Visitor;
  let itemId: number;
  beforeAll(async () => {
    shop = await createTestShop(target);
    v = visitor(shop);
    itemId = (await v.add(vinyl)).cartItems[0].id;
  });
  afterAll(() => shop?.close());

  const routes = (): { url: string; valid: Record<string, unknown>; numeric: string[] }[] => [
    { url: '/ajax/shopping/add-to-cart', valid: { ...vinyl }, numeric: ['productId', 'quantity'] },
    { url: '/ajax/shopping/add-to-cart-multiple', valid: { ...vinyl }, numeric: ['productId', 'quantity'] },
    { url: '/ajax/shopping/modify-cart-item', valid: { ...vinyl, id: itemId }, numeric: ['id', 'productId', 'quantity'] },
    { url: '/ajax/shopping/modify-item-cart', valid: { id: itemId }, numeric: ['id'] },
    { url: '/ajax/shopping/update-item-quantity', valid: { id: itemId, quantity: 2, prevQuantity: 2 }, numeric: ['id', 'quantity', 'prevQuantity'] },
    { url: '/ajax/shopping/remove-item-cart', valid: { id: 999_999 }, numeric: ['id'] },
    { url: '/ajax/product-list/load-add-to-cart', valid: { id: P.dunesCanvas }, numeric: ['id', 'itemId', 'quantity'] },
  ];

  it('refuses hostile numbers, unknown fields and missing fields in every cart call', async () => {
    for (const route of routes()) {
      for (const field of route.numeric) {
        for (const [name, value] of hostile) {
          refused(await v.call(route.url, { ...route.valid, [field]: value }), 400);
          void name;
        }
      }
      refused(await v.call(route.url, { ...route.valid, surprise: 1 }), 400);
      const [first] = Object.keys(route.valid);
      const { [first]: _gone, ...missing } = route.valid;
      refused(await v.call(route.url, missing), 400);
    }
    // nothing changed
    const cart = await v.cart();
    expect(cart.cart.items).toHaveLength(1);
    expect(cart.cart.items[0]).toMatchObject({ id: itemId, quantity: 2, options: { width: 100, height: 100, color: 1 } });
  });

  // The cart's other calls get the shared sweep (hostile values per field kind, unknown and missing fields, bodies that
  // are not an object, broken JSON, an oversized body), sent with this visitor's cart cookie.
  const swept: SweptRoute[] = [
    {
      url: '/ajax/shopping/shopping-cart',
      valid: { t: 1, hideComplements: true, renderNewCart: false },
      numeric: ['t'],
      flags: ['hideComplements', 'renderNewCart'],
    },
    { url: '/ajax/shopping/open-shopping-cart-if-needed', valid: {} },
    { url: '/ajax/compra/remove-spatula-cart', valid: {} },
    {
      url: '/ajax/shopping/shopping-cart-check-voucher',
      valid: { code: 'NO-SUCH-CODE' },
      validStatus: 400,
      text: ['code'],
      required: ['code'],
      refuse: [
        ['blanks', { code: '   ' }],
        ['65 characters', { code: 'x'.repeat(65) }],
      ],
    },
    {
      url: '/ajax/compra/recover-cart',
      valid: { hash: 'abcdefgh12' },
      validStatus: 404,
      text: ['hash'],
      required: ['hash'],
      refuse: [
        ['a path', { hash: '../../etc/passwd' }],
        ['a short hash', { hash: 'short' }],
        ['a non-ASCII hash', { hash: 'Ωmega123' }],
      ],
    },
  ];

  it.each(swept.map((r) => [r.url, r] as const))('%s: the bad-input sweep, and the cart is unchanged', async (_url, route) => {
    const send = sender(shop, () => ({
      cookie: Object.entries(v.jar)
        .map(([k, c]) => `${k}=${c}`)
        .join('; '),
    }));
    const r = await send(route, route.valid);
    expect(r.statusCode, r.body).toBe(route.validStatus ?? 200);
    await sweep(shop, route, send);
    const cart = await v.cart();
    expect(cart.cart.items).toHaveLength(1);
    expect(cart.cart.items[0]).toMatchObject({ id: itemId, quantity: 2 });
  });

  it('unknown ids answer 404 with a message', async () => {
    refused(await v.call('/ajax/shopping/add-to-cart', { productId: 2 ** 31 - 1, quantity: 1 }), 404);
    for (const url of ['/ajax/shopping/remove-item-cart', '/ajax/shopping/modify-item-cart']) refused(await v.call(url, { id: 2 ** 31 - 1 }), 404);
    refused(await v.call('/ajax/shopping/update-item-quantity', { id: 2 ** 31 - 1, quantity: 1 }), 404);
    refused(await v.call('/ajax/product-list/load-add-to-cart', { id: 2 ** 31 - 1 }), 404);
  });

  it('bad option values are refused, prices sent by the client are ignored', async () => {
    for (const options of [
      { width: -1, height: 10, color: 1 },
      { width: 'abc', height: 10 },
      { color: 2 ** 53 },
      { orientation: 'upside-down' },
      { size: { sizeid: 0 } },
    ]) {
      refused(await v.call('/ajax/shopping/add-to-cart', { ...vinyl, options }), 400);
    }
    const r = await v.add({ ...vinyl, quantity: 1, options: { ...vinyl.options, price: 1, unitPrice: 1 } });
    expect(r.cartItems[0].price).toBe(4600);
  });

  it('refuses bad voucher codes and recovery hashes before looking anything up', async () => {
    for (const code of ['', '   ', 'x'.repeat(65), 42, null]) refused(await v.call('/ajax/shopping/shopping-cart-check-voucher', { code }), 400);
    for (const hash of ['', 'short', '../../etc/passwd', 'x'.repeat(129), 'Ωmega123', 42]) refused(await v.call('/ajax/compra/recover-cart', { hash }), 400);
    refused(await v.call('/ajax/shopping/shopping-cart', { t: 'yesterday' }), 400);
    refused(await v.call('/ajax/shopping/open-shopping-cart-if-needed', { open: true }), 400);
    refused(await v.call('/ajax/compra/remove-spatula-cart', { all: true }), 400);
  });

  it('huge quantities of expensive items are refused before any amount overflows', async () => {
    const big = visitor(shop);
    // 250 x 300 cm thermal blackout motorised blind: about 530 EUR a piece
    const blindMax = { productId: P.rollerBlind, quantity: 10_000, options: { width: 250, height: 300, tissue: 5, mechanism: 3, drop: 1 } };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await big.call('/ajax/shopping/add-to-cart', blindMax));
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const last = refused(answers.at(-1)!, 400);
    expect(last.errorCode).toBe('quantity');
    const cart = await big.cart();
    expect(cart.cart.grandTotal).toBeLessThan(2 ** 31);
    const [first] = cart.cart.items;
    await big.ok('/ajax/shopping/update-item-quantity', { id: first.id, quantity: 1 });
    await big.add({ ...blindMax, quantity: 9_000 });
    expect(refused(await big.call('/ajax/shopping/update-item-quantity', { id: first.id, quantity: 10_000, prevQuantity: 1 }), 400).quantity).toBe(1);
  });

  it('a cart cookie that is not one of ours is ignored, not looked up or trusted', async () => {
    for (const cookie of ["' or 1=1 --", 'x'.repeat(5000), '%00']) {
      const r = await shop.app.inject({
        method: 'POST',
        url: '/ajax/shopping/shopping-cart',
        payload: {},
        headers: { cookie: `atelier_cart=${encodeURIComponent(cookie)}` },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json().count).toBe(0);
    }
  });
});
