import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, vinyl, visitor, type Visitor } from './shopping.testing';

const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`.padEnd(16, 'x');

// Placing an order from the cart: contact checked (translated), lines, totals and voucher frozen, the cart emptied,
// one order per idempotency key, and one order when two placements of one cart race.
describe.each(databasesUnderTest())('orders on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const place = (v: Visitor, key = newKey(), c: object = contact, headers: Record<string, string> = {}) =>
    v.call('/ajax/order/place', { idempotencyKey: key, contact: c }, headers);
  const view = async (url: string) => {
    const r = await shop.app.inject({ method: 'GET', url: `/ajax${url}` });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().order;
  };
  const orderCount = async () =>
    Number(
      (
        await shop.db.kysely
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('places the order: totals and voucher frozen, an order number, the cart emptied, awaiting payment', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    await v.ok('/ajax/shopping/shopping-cart-check-voucher', { code: 'WELCOME10' });
    const before = (await v.cart()).cart;
    const r = await place(v);
    expect(r.statusCode, r.body).toBe(200);
    const placed = r.json();
    expect(placed).toMatchObject({ done: true, created: true, orderNumber: expect.stringMatching(/^AT-\d{8}-\d{6}$/) });
    expect(placed.orderUrl).toMatch(/^\/order\/[A-Za-z0-9_-]{43}$/);
    expect((await v.cart()).cart.items).toHaveLength(0);
    const order = await view(placed.orderUrl);
    expect(order).toMatchObject({
      number: placed.orderNumber,
      status: 'awaiting-payment',
      voucher: 'WELCOME10',
      itemsTotal: before.total,
      discount: before.discount,
      shipping: before.estimatedShippingTotal,
      grandTotal: before.grandTotal,
      contact: { name: 'Ana García', city: 'Madrid', country: 'ES' },
    });
    expect(order.discount).toBeGreaterThan(0);
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 4600, total: 9200, personalised: false })]);
    expect(order.lines[0].proof).toBeUndefined();
  });

  it('answers each wrong field with a translated message and places nothing', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    const n = await orderCount();
    const bad = refused(await place(v, newKey(), { ...contact, email: 'ana', postcode: '1' }, { 'accept-language': 'es' }), 400);
    expect(bad.issues).toEqual([
      { path: 'contact.email', message: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.' },
      { path: 'contact.postcode', message: 'Escribe un código postal válido para el país elegido.' },
    ]);
    expect(bad.errorMessage).toContain('Revisa tus datos');
    const da = refused(await place(v, newKey(), { ...contact, name: ' ' }, { 'accept-language': 'da' }), 400);
    expect(da.issues).toEqual([{ path: 'contact.name', message: 'Skriv dit navn.' }]);
    expect(refused(await place(v, 'short', contact), 400).errorCode).toBe('invalid');
    expect(await orderCount()).toBe(n);
    expect((await v.cart()).cart.items).toHaveLength(1);
  });

  it('refuses an empty cart or no cart with a readable 409', async () => {
    expect(refused(await place(visitor(shop)), 409).errorMessage).toContain('Your cart is empty');
  });

  it('the same key placed again (a retry, a double click) answers the same order', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    const key = newKey();
    const first = (await place(v, key)).json();
    const again = await place(v, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ orderNumber: first.orderNumber, orderUrl: first.orderUrl, created: false });
  });

  it('two placements of one cart at once make one order: same key or different keys', async () => {
    for (const sameKey of [true, false]) {
      const v = visitor(shop);
      await v.add(vinyl);
      const n = await orderCount();
      const key = newKey();
      const answers = await Promise.all([place(v, key), place(v, sameKey ? key : newKey())]);
      expect(await orderCount()).toBe(n + 1);
      const ok = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
      if (sameKey) {
        expect(ok).toHaveLength(2);
        expect(ok[0].orderNumber).toBe(ok[1].orderNumber);
        expect(ok.map((o) => o.created).sort()).toEqual([false, true]);
      } else {
        expect(ok).toHaveLength(1);
        expect(
          refused(
            answers.find((a) => a.statusCode !== 200)!,
            409,
          ).errorCode,
        ).toBe('cart-empty');
      }
    }
  });

  it('the order link is needed to see it: an unknown link is a 404 with a message; another cart cannot reuse a key', async () => {
    const r = await shop.app.inject({ method: 'GET', url: `/ajax/order/${'a'.repeat(43)}` });
    expect(refused(r, 404).errorMessage).toContain('could not find this order');
    const a = visitor(shop);
    const b = visitor(shop);
    await a.add(vinyl);
    await b.add(vinyl);
    const key = newKey();
    const oa = (await place(a, key)).json();
    const ob = (await place(b, key)).json();
    expect(ob.created).toBe(true);
    expect(ob.orderNumber).not.toBe(oa.orderNumber);
    expect(ob.orderUrl).not.toBe(oa.orderUrl);
  });

  it('a personalised line waits for its proof', async () => {
    const v = visitor(shop);
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'setBackgroundColour', { colour: '#ffeedd' }).doc;
    doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
    const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
    await v.add({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });
    const order = await view((await place(v)).json().orderUrl);
    expect(order.lines[0]).toMatchObject({ personalised: true, image: png, proof: { status: 'pending' } });
  });

  it("a lettering sticker is the shopper's words: personalised, with its proof; the catalogue sticker is made without one", async () => {
    const v = visitor(shop);
    await v.add({ ...vinyl, upSellingProducts: [{ productId: P.textSticker, quantity: 1, text: 'Home', font: 'Lobster', color: '#000000' }] });
    const order = await view((await place(v)).json().orderUrl);
    const [sticker, lettering] = order.lines;
    expect(lettering).toMatchObject({ personalised: true, proof: { status: 'pending' } });
    expect(sticker).toMatchObject({ personalised: false });
    expect(sticker.proof).toBeUndefined();
    // The catalogue line is made all the same (issue 27): its print files are on their way for the shop.
    const made = await shop.db.kysely.selectFrom('order_lines').select('print_status').where('id', '=', sticker.id).executeTakeFirstOrThrow();
    expect(made.print_status).toBe('pending');
  });
});
