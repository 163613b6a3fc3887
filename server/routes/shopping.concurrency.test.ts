import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { MAX_CART_LINES, MAX_CART_TOTAL } from '../../rules/cart';
import { MAX_QUANTITY } from '../../rules/quantity';
import { cartIdOf, fillLines, linesOf, refused, visitor, type Visitor } from './shopping.testing';
import { P } from '../../fixtures/catalog/products/ids';

// Issue 10, item 3: the cart's caps and a voucher's use hold under concurrent requests on both databases, and a
// cart the server accepted always answers (its totals fit the contract: no 500).
describe.each(databasesUnderTest())('cart caps and vouchers under concurrency on $name', (target) => {
  let shop: TestShop;
  let address = 0;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const N = 40;
  /** 1 x cut vinyl 50 x 50: 1450. */
  const small = { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 50, height: 50, color: 1 } };
  // Every request from its own address: the add and voucher rate limits must not be what stops them.
  const from = () => ({ 'x-forwarded-for': `10.3.${Math.floor(++address / 200)}.${address % 200}` });
  const inParallel = (n: number, call: () => Promise<{ statusCode: number; body: string }>) => Promise.all(Array.from({ length: n }, call));
  const statuses = (answers: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
    return counts;
  };
  const lineTotal = (lines: { quantity: number; unit_price: number }[]) => lines.reduce((s, l) => s + Number(l.quantity) * Number(l.unit_price), 0);
  async function cartNear(lines: number, amount?: number): Promise<{ v: Visitor; id: number }> {
    const v = visitor(shop, from());
    await v.add(small);
    const id = await cartIdOf(shop, v);
    if (lines > 1) await fillLines(shop, id, lines - 1);
    if (amount !== undefined) await fillLines(shop, id, 1, { unitPrice: amount, quantity: 1 });
    return { v, id };
  }

  it(`${N} concurrent adds never take a cart past its line cap`, async () => {
    const { v, id } = await cartNear(MAX_CART_LINES - 4);
    const answers = await inParallel(N, () => v.call('/ajax/shopping/add-to-cart', small, from()));
    expect(statuses(answers)).toEqual({ 200: 4, 400: N - 4 });
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(refused(a as never).errorCode).toBe('cart-full');
    expect(await linesOf(shop, id)).toHaveLength(MAX_CART_LINES);
    expect((await v.cart()).cart.items).toHaveLength(MAX_CART_LINES);
  });

  it(`${N} concurrent adds never take a cart past its money cap, and the cart still answers`, async () => {
    // 1000 x 1450 = 1,450,000 an add: two more fit under the cap, forty would pass even the contract's MAX_MONEY.
    const big = { ...small, quantity: 1000 };
    const { v, id } = await cartNear(1, MAX_CART_TOTAL - 1450 - 2 * 1_450_000);
    const answers = await inParallel(N, () => v.call('/ajax/shopping/add-to-cart', big, from()));
    expect(statuses(answers)).toEqual({ 200: 2, 400: N - 2 });
    expect(lineTotal(await linesOf(shop, id))).toBe(MAX_CART_TOTAL);
    const view = await v.cart();
    expect(view.cart.total).toBe(MAX_CART_TOTAL);
  });

  it(`${N} concurrent quantity increases stop at the money cap`, async () => {
    const { v, id } = await cartNear(1, MAX_CART_TOTAL - 1450 - 5 * 1450);
    const item = (await v.cart()).cart.items[0];
    const answers = await inParallel(N, () => v.call('/ajax/shopping/update-item-quantity', { id: item.id, quantity: 2, prevQuantity: 1 }));
    expect(statuses(answers)).toEqual({ 200: 5, 400: N - 5 });
    expect(lineTotal(await linesOf(shop, id))).toBe(MAX_CART_TOTAL);
    expect((await v.cart()).cart.items[0].quantity).toBe(6);
  });

  it('changing an item cannot take the cart past its money cap either', async () => {
    const { v, id } = await cartNear(1, MAX_CART_TOTAL - 1450 - 1000);
    const item = (await v.cart()).cart.items[0];
    const body = refused(await v.call('/ajax/shopping/modify-cart-item', { ...small, id: item.id, quantity: 2 }), 400);
    expect(body.errorMessage).toMatch(/largest order/);
    expect((await linesOf(shop, id))[0].quantity).toBe(1);
  });

  it(`a cart at its caps (${MAX_CART_LINES} lines of ${MAX_QUANTITY}) still fits the contract's answers`, async () => {
    const v = visitor(shop, from());
    await v.add({ ...small, quantity: MAX_QUANTITY });
    await fillLines(shop, await cartIdOf(shop, v), MAX_CART_LINES - 1, { unitPrice: 1, quantity: MAX_QUANTITY });
    const view = await v.cart();
    expect(view.count).toBe(MAX_CART_LINES * MAX_QUANTITY);
  });

  it(`one cart applying the same voucher ${N} times at once succeeds once`, async () => {
    const v = visitor(shop, from());
    await v.add(small);
    const answers = await inParallel(N, () => v.call('/ajax/shopping/shopping-cart-check-voucher', { code: 'WELCOME10' }, from()));
    expect(statuses(answers)).toEqual({ 200: 1, 400: N - 1 });
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(refused(a as never).errorMessage).toMatch(/already applied/);
    const uses = await shop.db.kysely.selectFrom('vouchers').select('uses').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow();
    expect(Number(uses.uses)).toBe(1);
    expect((await v.cart()).cart).toMatchObject({ discount: 145, voucher: { code: 'WELCOME10' } });
  });
});
