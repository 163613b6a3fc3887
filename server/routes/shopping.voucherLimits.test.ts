import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { refused, visitor, type Visitor } from './shopping.testing';

// Issue 10, item 4: vouchers with use limits (single use, a total, per cart) and an exact expiry, with clear
// translated refusals; the limits hold when many carts redeem at once.
describe.each(databasesUnderTest())('voucher use limits on $name', (target) => {
  let shop: TestShop;
  let address = 0;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  /** 1 x cut vinyl 50 x 50: 1450. */
  const small = { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 50, height: 50, color: 1 } };
  const from = () => ({ 'x-forwarded-for': `10.4.${Math.floor(++address / 200)}.${address % 200}` });
  const apply = (v: Visitor, code: string, headers: Record<string, string> = {}) =>
    v.call('/ajax/shopping/shopping-cart-check-voucher', { code }, { ...from(), ...headers });
  async function carts(n: number, item = small): Promise<Visitor[]> {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const v = visitor(shop, from());
        await v.add(item);
        return v;
      }),
    );
  }
  const uses = async (code: string) =>
    Number((await shop.db.kysely.selectFrom('vouchers').select('uses').where('code', '=', code).executeTakeFirstOrThrow()).uses);

  it('a single-use voucher redeemed by 50 carts at once succeeds exactly once', async () => {
    const shoppers = await carts(50);
    const answers = await Promise.all(shoppers.map((v) => apply(v, 'GIFTONCE')));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(refused(a, 400).errorMessage).toBe('The voucher GIFTONCE could be used once, and it has already been used.');
    }
    expect(await uses('GIFTONCE')).toBe(1);
    const discounts = await Promise.all(shoppers.map(async (v) => (await v.cart()).cart.discount));
    expect(discounts.filter((d) => d === 1000)).toHaveLength(1);
    expect(discounts.filter((d) => d === 0)).toHaveLength(49);
    // the refusal in the shopper's language
    expect(
      refused(
        await apply(
          shoppers.find((_, i) => answers[i].statusCode !== 200)!,
          'GIFTONCE',
          { 'accept-language': 'es' },
        ),
        400,
      ).errorMessage,
    ).toBe('El código GIFTONCE solo podía usarse una vez y ya se ha usado.');
  });

  it('a total-use limit: 3 uses among 12 carts at once', async () => {
    await shop.db.kysely
      .insertInto('vouchers')
      .values({
        code: 'LIMIT3',
        kind: 'percent',
        value: 10,
        valid_from: null,
        valid_to: null,
        minimum_total: null,
        max_uses: 3,
        max_uses_per_cart: null,
        expires_at: null,
      })
      .execute();
    const shoppers = await carts(12);
    const answers = await Promise.all(shoppers.map((v) => apply(v, 'LIMIT3')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    const message = refused(
      answers.find((a) => a.statusCode !== 200)!,
      400,
    ).errorMessage;
    expect(message).toBe('The voucher LIMIT3 has been used up: it could be used 3 times.');
    expect(await uses('LIMIT3')).toBe(3);
    // a cart that used it keeps its discount: the limit is checked when a voucher is applied, not each time the cart is read
    const winner = shoppers[answers.findIndex((a) => a.statusCode === 200)];
    expect((await winner.cart()).cart).toMatchObject({ discount: 145, voucher: { code: 'LIMIT3' } });
  });

  it('a per-cart limit: once replaced, a once-per-cart voucher cannot come back to that cart', async () => {
    const [v] = await carts(1);
    expect((await apply(v, 'THANKYOU5')).statusCode).toBe(200);
    expect((await apply(v, 'WELCOME10')).statusCode).toBe(200);
    const body = refused(await apply(v, 'thankyou5'), 400);
    expect(body.errorMessage).toBe('The voucher THANKYOU5 can be used once per cart, and this cart has already used it.');
    expect(refused(await apply(v, 'THANKYOU5', { 'accept-language': 'da' }), 400).errorMessage).toBe(
      'Rabatkoden THANKYOU5 kan bruges én gang pr. kurv, og denne kurv har allerede brugt den.',
    );
    expect((await v.cart()).cart.voucher.code).toBe('WELCOME10');
    // another cart may still use it
    const [other] = await carts(1);
    expect((await apply(other, 'THANKYOU5')).statusCode).toBe(200);
  });

  it('a per-cart limit above one counts each application of the cart', async () => {
    await shop.db.kysely
      .insertInto('vouchers')
      .values({
        code: 'TWICE',
        kind: 'fixed',
        value: 400,
        valid_from: null,
        valid_to: null,
        minimum_total: null,
        max_uses: null,
        max_uses_per_cart: 2,
        expires_at: null,
      })
      .execute();
    const [v] = await carts(1, { ...small, quantity: 3 }); // 4350
    const id = (await v.cart()).cart.items[0].id;
    const quantity = (q: number) => v.ok('/ajax/shopping/update-item-quantity', { id, quantity: q });
    // TWICE, then FIVEOFF (500 off from 30 EUR) replaces it; under 30 EUR FIVEOFF stops applying and TWICE saves more
    for (let round = 1; round <= 2; round++) {
      expect((await apply(v, 'TWICE')).statusCode, `round ${round}`).toBe(200);
      await quantity(3);
      expect((await apply(v, 'FIVEOFF')).statusCode).toBe(200);
      await quantity(2);
    }
    expect(refused(await apply(v, 'TWICE'), 400).errorMessage).toBe('The voucher TWICE can be used 2 times per cart, and this cart has used them all.');
    const rows = await shop.db.kysely
      .selectFrom('cart_voucher_uses')
      .select(['voucher_code', 'uses'])
      .where('voucher_code', 'in', ['TWICE', 'FIVEOFF'])
      .orderBy('voucher_code')
      .execute();
    expect(rows.map((r) => [r.voucher_code, Number(r.uses)])).toEqual([
      ['FIVEOFF', 2],
      ['TWICE', 2],
    ]);
  });

  it('an exact expiry: a voucher past its instant is refused with the time, in the shopper’s language', async () => {
    const [v] = await carts(1);
    expect(refused(await apply(v, 'FLASHSALE'), 400).errorMessage).toBe('The voucher FLASHSALE expired on 2026-03-01 at 18:00 (UTC).');
    expect(refused(await apply(v, 'FLASHSALE', { 'accept-language': 'es' }), 400).errorMessage).toBe(
      'El código FLASHSALE caducó el 2026-03-01 a las 18:00 (UTC).',
    );
    expect(refused(await apply(v, 'SUMMER2025'), 400).errorMessage).toBe('The voucher SUMMER2025 expired on 2025-08-31.');
    expect(await uses('FLASHSALE')).toBe(0);
  });

  it('a refused voucher uses nothing up: an empty cart or a minimum not reached does not count', async () => {
    await shop.db.kysely
      .insertInto('vouchers')
      .values({
        code: 'ONLYONE',
        kind: 'fixed',
        value: 500,
        valid_from: null,
        valid_to: null,
        minimum_total: 3000,
        max_uses: 1,
        max_uses_per_cart: null,
        expires_at: null,
      })
      .execute();
    const [poor] = await carts(1);
    expect(refused(await apply(poor, 'ONLYONE'), 400).errorMessage).toMatch(/€30/);
    expect(await uses('ONLYONE')).toBe(0);
    const [rich] = await carts(1, { ...small, quantity: 3 });
    expect((await apply(rich, 'ONLYONE')).statusCode).toBe(200);
    expect(await uses('ONLYONE')).toBe(1);
  });

  it('the demo vouchers of the seed show each limit', async () => {
    const rows = await shop.db.kysely
      .selectFrom('vouchers')
      .selectAll()
      .where('code', 'in', ['GIFTONCE', 'FIRST100', 'THANKYOU5', 'FLASHSALE'])
      .orderBy('code')
      .execute();
    expect(rows.map((r) => [r.code, r.max_uses, r.max_uses_per_cart, r.expires_at])).toEqual([
      ['FIRST100', 100, null, null],
      ['FLASHSALE', null, null, '2026-03-01T18:00:00.000Z'],
      ['GIFTONCE', 1, null, null],
      ['THANKYOU5', null, 1, null],
    ]);
  });
});
