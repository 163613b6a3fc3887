import { expect } from 'vitest';
import type { TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';

/** A desktop Chrome: inject's own user agent (lightMyRequest) is, rightly, a bot to the crawler rule. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A browser for the cart tests: a cookie jar over app.inject, with helpers that expect success. */
export function visitor(shop: TestShop, extraHeaders: Record<string, string> = {}) {
  const headers = { 'user-agent': BROWSER_UA, ...extraHeaders };
  const jar: Record<string, string> = {};
  const call = async (url: string, payload: object = {}, extra: Record<string, string> = {}) => {
    const cookie = Object.entries(jar)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const r = await shop.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...extra, ...(cookie ? { cookie } : {}) } });
    for (const c of r.cookies) {
      if (c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) delete jar[c.name];
      else jar[c.name] = c.value;
    }
    return r;
  };
  const ok = async (url: string, payload: object = {}) => {
    const r = await call(url, payload);
    expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    return r.json();
  };
  return {
    jar,
    call,
    ok,
    cart: () => ok('/ajax/shopping/shopping-cart?t=1', {}),
    add: (payload: object) => ok('/ajax/shopping/add-to-cart', payload),
  };
}
export type Visitor = ReturnType<typeof visitor>;

/** 2 x cut vinyl 100 x 100 cm, black: 4600 a piece. */
export const vinyl = { productId: P.treeOfLifeSticker, quantity: 2, options: { width: 100, height: 100, color: 1 } };
/** A roller blind 50 x 50 (billed as 1 m2: 6400) with everything chosen. */
export const blind = { productId: P.rollerBlind, quantity: 1, options: { width: 50, height: 50, tissue: 1, mechanism: 1, drop: 1 } };

/** Expects a 4xx refusal with a readable message; answers the body. */
export function refused(r: { statusCode: number; json(): any; body: string }, status?: number) {
  if (status) expect(r.statusCode, r.body).toBe(status);
  expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
  expect(r.statusCode, r.body).toBeLessThan(500);
  const body = r.json();
  expect(body.done).toBe(false);
  expect(typeof body.errorMessage).toBe('string');
  expect(body.errorMessage.length).toBeGreaterThan(5);
  return body;
}

/** The database id of a visitor's cart (found by its recovery hash, as a test may). */
export async function cartIdOf(shop: TestShop, v: Visitor): Promise<number> {
  const hash = (await v.cart()).cart.recoveryHash as string;
  const row = await shop.db.kysely.selectFrom('carts').select('id').where('recovery_hash', '=', hash).executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Puts `n` plain lines straight into a cart (a cart near its caps, without hundreds of calls). */
export async function fillLines(shop: TestShop, cartId: number, n: number, line: { unitPrice: number; quantity: number } = { unitPrice: 100, quantity: 1 }) {
  const rows = Array.from({ length: n }, () => ({
    cart_id: cartId,
    parent_id: null,
    product_id: P.treeOfLifeSticker,
    kind: 'product',
    quantity: line.quantity,
    min_quantity: 1,
    title: 'Filler',
    description: '',
    options: JSON.stringify({ width: 50, height: 50, color: 1 }),
    unit_price: line.unitPrice,
    is_locked: 0,
    link_to_parent: 0,
    created_at: new Date().toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 50)
    await shop.db.kysely
      .insertInto('cart_items')
      .values(rows.slice(i, i + 50))
      .execute();
}

/** Lines of a cart straight from the database. */
export async function linesOf(shop: TestShop, cartId: number) {
  return shop.db.kysely
    .selectFrom('cart_items')
    .select(['id', 'quantity', 'unit_price', 'parent_id', 'product_id'])
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}
