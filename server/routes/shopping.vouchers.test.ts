import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { CART_COOKIE, OPEN_CART_COOKIE } from './shopping';
import { refused, vinyl, visitor } from './shopping.testing';

// Vouchers of the seed, cart recovery links, opening the cart and the conversions relay.

/** A Cubot phone's Chrome: the model name contains "bot" but its owner is a shopper. */
const CUBOT_UA = 'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe.each(databasesUnderTest())('cart: vouchers, recovery, opening, tracking on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const small = { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 50, height: 50, color: 1 } }; // 1450
  const voucher = (v: ReturnType<typeof visitor>, code: string, headers: Record<string, string> = {}) =>
    v.call('/ajax/shopping/shopping-cart-check-voucher', { code }, headers);

  it('a percentage voucher: applied, explained, taken off the totals, and only once per cart', async () => {
    const v = visitor(shop);
    await v.add(small);
    const r = await voucher(v, ' welcome10 ');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ done: true, reload: true, explanation: expect.stringContaining('10 %') });
    const cart = (await v.cart()).cart;
    expect(cart).toMatchObject({ total: 1450, discount: 145, estimatedShippingTotal: 495, grandTotal: 1450 - 145 + 495 });
    expect(cart.voucher).toMatchObject({ code: 'WELCOME10', explanation: expect.stringContaining('WELCOME10') });
    expect(refused(await voucher(v, 'WELCOME10'), 400).errorMessage).toMatch(/already/);
  });

  it('explains every refusal clearly', async () => {
    const v = visitor(shop);
    expect(refused(await voucher(v, 'WELCOME10'), 400).errorMessage).toMatch(/Add a product/);
    await v.add(small);
    expect(refused(await voucher(v, 'NOSUCHCODE'), 400).errorMessage).toBe('The voucher NOSUCHCODE does not exist. Please check the code.');
    expect(refused(await voucher(v, 'SUMMER2025'), 400).errorMessage).toBe('The voucher SUMMER2025 expired on 2025-08-31.');
    expect(refused(await voucher(v, 'NEWYEAR2030'), 400).errorMessage).toBe('The voucher NEWYEAR2030 is valid from 2030-01-01.');
    expect(refused(await voucher(v, 'FIVEOFF'), 400).errorMessage).toBe('The voucher FIVEOFF applies to orders of €30 or more.');
    expect(refused(await voucher(v, 'FIVEOFF', { 'accept-language': 'es' }), 400).errorMessage).toBe('El código FIVEOFF se aplica a pedidos a partir de 30 €.');
    expect((await v.cart()).cart.discount).toBe(0);
  });

  it('refuses look-alike Unicode codes and accepts full-width ones (NFKC)', async () => {
    const v = visitor(shop);
    await v.add(small);
    for (const code of ['W\u0415LCOME10', 'WELC\u039fME10', 'WELCOME\u200b10', 'h\u0131me15']) {
      const body = refused(await voucher(v, code), 400);
      expect(body.errorMessage).toMatch(/characters/);
    }
    expect((await v.cart()).cart.voucher).toBeUndefined();
    expect((await voucher(v, 'ＷＥＬＣＯＭＥ１０')).statusCode).toBe(200);
    expect((await v.cart()).cart.voucher.code).toBe('WELCOME10');
  });

  it('a second voucher replaces the first only when it saves more, and says so', async () => {
    const v = visitor(shop);
    await v.add({ ...small, quantity: 3 }); // 4350
    expect((await voucher(v, 'WELCOME10')).statusCode).toBe(200); // 435 off
    const better = await voucher(v, 'FIVEOFF'); // 500 off
    expect(better.json().explanation).toBe('FIVEOFF replaces WELCOME10. Voucher FIVEOFF applied: €5 off your order.');
    // 10 % off or free shipping (495) would cost more than 500 off: refused, FIVEOFF kept
    expect(refused(await voucher(v, 'WELCOME10'), 400).errorMessage).toBe('Your voucher FIVEOFF already saves you more than WELCOME10: we kept FIVEOFF.');
    expect(refused(await voucher(v, 'FREESHIP'), 400).errorMessage).toMatch(/we kept FIVEOFF/);
    expect((await v.cart()).cart).toMatchObject({ discount: 500, grandTotal: 4350 - 500 + 495, voucher: { code: 'FIVEOFF' } });
  });

  it('fixed and free-shipping vouchers; a fixed voucher stops applying when the total falls under its minimum', async () => {
    const v = visitor(shop);
    const { cartItems } = await v.add({ ...small, quantity: 3 }); // 4350
    expect((await voucher(v, 'FIVEOFF')).statusCode).toBe(200);
    expect((await v.cart()).cart).toMatchObject({ total: 4350, discount: 500, grandTotal: 4350 - 500 + 495 });
    await v.ok('/ajax/shopping/update-item-quantity', { id: cartItems[0].id, quantity: 1, prevQuantity: 3 });
    const cart = (await v.cart()).cart;
    expect(cart).toMatchObject({ total: 1450, discount: 0, grandTotal: 1945 });
    expect(cart.voucher.explanation).toMatch(/€30/);
    // a different valid voucher replaces it
    expect((await voucher(v, 'WELCOME10')).statusCode).toBe(200);
    const free = visitor(shop);
    await free.add({ ...small, quantity: 2 }); // 2900
    expect((await voucher(free, 'freeship')).statusCode).toBe(200);
    expect((await free.cart()).cart).toMatchObject({ total: 2900, estimatedShippingTotal: 0, discount: 0, grandTotal: 2900 });
  });

  it('recover-cart restores a cart in a fresh browser; a wrong hash and a gone cart get the same answer', async () => {
    const owner = visitor(shop, { 'x-forwarded-for': '10.0.0.1' });
    await owner.add(vinyl);
    const hash = (await owner.cart()).cart.recoveryHash;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash).not.toBe(owner.jar[CART_COOKIE]);

    const fresh = visitor(shop, { 'x-forwarded-for': '10.0.0.2' });
    const r = await fresh.call('/ajax/compra/recover-cart', { hash });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ count: 2, cart: { items: [{ productId: P.treeOfLifeSticker, quantity: 2 }] } });
    const cookie = r.cookies.find((c) => c.name === CART_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie.value).not.toBe(owner.jar[CART_COOKIE]);
    expect((await fresh.cart()).count).toBe(2);

    // a made-up cookie is replaced, not adopted, when a cart is recovered
    const forged = visitor(shop, { 'x-forwarded-for': '10.0.0.3' });
    forged.jar[CART_COOKIE] = 'B'.repeat(43);
    await forged.ok('/ajax/compra/recover-cart', { hash });
    expect(forged.jar[CART_COOKIE]).not.toBe('B'.repeat(43));
    expect((await forged.cart()).count).toBe(2);

    const wrong = await fresh.call('/ajax/compra/recover-cart', { hash: 'x'.repeat(32) });
    const other = await owner.add(vinyl).then(() => owner.cart());
    await shop.db.kysely.deleteFrom('carts').where('recovery_hash', '=', other.cart.recoveryHash).execute();
    const gone = await fresh.call('/ajax/compra/recover-cart', { hash: other.cart.recoveryHash });
    expect(wrong.statusCode).toBe(404);
    expect(gone.statusCode).toBe(wrong.statusCode);
    expect(gone.json()).toEqual(wrong.json());
    expect(wrong.json().errorMessage).toBe('This cart link is not valid or has expired.');
  });

  it('voucher checks are rate limited per client address', async () => {
    const guesser = visitor(shop, { 'x-forwarded-for': '10.8.8.8' });
    const statuses = [];
    for (let i = 0; i < 32; i++) statuses.push((await voucher(guesser, `GUESS${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('recover-cart is rate limited per client address', async () => {
    const guesser = visitor(shop, { 'x-forwarded-for': '10.9.9.9' });
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await guesser.call('/ajax/compra/recover-cart', { hash: `guess${String(i).padStart(8, '0')}` }));
    expect(answers.slice(0, 20).every((a) => a.statusCode === 404)).toBe(true);
    const limited = answers.slice(20);
    expect(limited.every((a) => a.statusCode === 429)).toBe(true);
    expect(limited[0].json().errorMessage).toMatch(/Too many attempts/);
    expect((await visitor(shop, { 'x-forwarded-for': '10.9.9.10' }).call('/ajax/compra/recover-cart', { hash: 'x'.repeat(20) })).statusCode).toBe(404);
  });

  it('open-shopping-cart-if-needed: once after an add, when the open-cart cookie asks, never for crawlers', async () => {
    const v = visitor(shop);
    const open = async (headers: Record<string, string> = {}) => (await v.call('/ajax/shopping/open-shopping-cart-if-needed', {}, headers)).json().open;
    expect(await open()).toBe(false); // no cart
    await v.add(vinyl);
    expect(await open({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).toBe(false);
    expect(await open()).toBe(true);
    expect(await open()).toBe(false); // once
    v.jar[OPEN_CART_COOKIE] = '1';
    const r = await v.call('/ajax/shopping/open-shopping-cart-if-needed', {});
    expect(r.json().open).toBe(true);
    expect(r.cookies.find((c) => c.name === OPEN_CART_COOKIE)).toBeDefined(); // cleared
    expect(v.jar[OPEN_CART_COOKIE]).toBeUndefined();
    v.jar[OPEN_CART_COOKIE] = '1';
    expect(await open({ 'user-agent': 'facebookexternalhit/1.1' })).toBe(false);
    // A Cubot phone's name holds "bot", but its owner is a shopper (the same rule as the storefront's: rules/crawler.ts).
    v.jar[OPEN_CART_COOKIE] = '1';
    expect(await open({ 'user-agent': CUBOT_UA })).toBe(true);
  });

  it('a cart the shopper has already seen after an add does not open again on the next page', async () => {
    const v = visitor(shop, { 'x-forwarded-for': '10.7.7.7' });
    await v.add(vinyl);
    expect((await v.call('/ajax/shopping/shopping-cart?t=1', { renderNewCart: true })).statusCode).toBe(200);
    expect((await v.call('/ajax/shopping/open-shopping-cart-if-needed', {})).json().open).toBe(false);
  });

  it('conversions_event is stored, except for crawlers; product-score answers for a product', async () => {
    const count = async () =>
      Number(
        (
          await shop.db.kysely
            .selectFrom('conversion_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const send = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/_api/fb/conversions_event',
        payload: { event: 'AddToCart', payload: { value: 19.95, currency: 'EUR', ids: [1, 2] } },
        headers,
      });
    const human = await send({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120' });
    expect(human.json()).toEqual({ done: true });
    const bot = await send({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    expect(bot.json()).toEqual({ done: false });
    expect(await count()).toBe(before + 1);
    const row = await shop.db.kysely.selectFrom('conversion_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.event).toBe('AddToCart');
    expect(JSON.parse(row.payload)).toEqual({ value: 19.95, currency: 'EUR', ids: [1, 2] });
    refused(await shop.app.inject({ method: 'POST', url: '/_api/fb/conversions_event', payload: { event: '<script>', payload: {} } }), 400);
    expect((await shop.app.inject({ method: 'POST', url: '/ajax/recommendations/product-score', payload: { productId: P.dunesCanvas } })).json()).toEqual({
      done: true,
    });
    refused(await shop.app.inject({ method: 'POST', url: '/ajax/recommendations/product-score', payload: { productId: 999999 } }), 404);
  });
});
