import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../contract/samples';
import { adminCalls } from '../../contract/admin';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, vinyl } from './shopping.testing';
import { CONTACT, STAFF, shopper, staffBrowser } from './admin.testing';

// Every back-office call refuses whoever is not signed-in staff (issue 28, docs/SECURITY.md): no session, a shopper's
// cookies and order link, a forged token, an expired session, and a write from another site's page.
describe.each(databasesUnderTest())('back-office refusals on $name', (target) => {
  let shop: TestShop;
  let order: { orderNumber: string; orderUrl: string };
  let shopperCookies: Record<string, string>;
  beforeAll(async () => {
    shop = await createTestShop(target);
    await shop.app.services.staff.addUser(STAFF);
    const v = shopper(shop);
    await v.add(vinyl);
    order = (await v.ok('/ajax/order/place', { idempotencyKey: 'refusal-test-key-01', contact: CONTACT })) as typeof order;
    shopperCookies = { ...v.jar };
  });
  afterAll(() => shop?.close());

  const fill = (path: string, payload: Record<string, unknown>) => path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(payload[k])));
  /** Each call of the back office but sign-in, with a valid payload naming the real order. */
  const everyCall = () =>
    Object.entries(adminCalls)
      .filter(([name]) => name !== 'adminSignIn' && name !== 'adminSignOut')
      .map(([name, call]) => {
        const payload = { ...(samples[name as keyof typeof samples].payload as Record<string, unknown>) };
        if ('number' in payload) payload.number = order.orderNumber;
        return { name, method: call.method, url: fill(call.path, payload), payload };
      });
  const files = () =>
    ['proof.png', 'design.json', `files/${order.orderNumber}-line-1-cut-10x10cm.pdf`, 'files/files.json'].map(
      (f) => `/ajax/admin/orders/${order.orderNumber}/lines/1/${f}`,
    );

  async function expectRefused(cookies: Record<string, string>, extra: Record<string, string> = {}) {
    for (const c of everyCall()) {
      const r = await shop.app.inject({
        method: c.method,
        url:
          c.method === 'GET'
            ? `${c.url}?${new URLSearchParams(
                Object.entries(c.payload)
                  .filter(([k]) => !c.url.includes(encodeURIComponent(String(c.payload[k]))))
                  .map(([k, v]) => [k, String(v)]),
              )}`
            : c.url,
        ...(c.method === 'POST' ? { payload: c.payload } : {}),
        cookies,
        headers: { 'x-forwarded-for': '10.7.0.1', ...extra },
      });
      expect(r.statusCode, `${c.name}: ${r.body}`).toBe(401);
      expect(refused(r).errorCode, c.name).toBe('staff-session');
    }
    for (const url of files()) expect((await shop.app.inject({ method: 'GET', url, cookies })).statusCode, url).toBe(401);
  }

  it('refuses every call without a session', async () => {
    await expectRefused({});
  });

  it("refuses a shopper's cookies, and the shopper's order link reaches no admin call", async () => {
    expect(Object.keys(shopperCookies)).toContain('atelier_cart');
    await expectRefused(shopperCookies);
    // the cart's own token put in the staff cookie's place is not a staff session either
    await expectRefused({ atelier_staff: shopperCookies.atelier_cart });
    const token = order.orderUrl.split('/').pop()!;
    await expectRefused({ atelier_staff: token });
    // an admin path given the order link's token instead of a number is refused before any lookup
    const staff = staffBrowser(shop);
    await staff.signIn();
    expect(refused(await staff.get(`/ajax/admin/orders/${token}`), 400).errorMessage).toContain('not an order number');
  });

  it('refuses a forged session token', async () => {
    await expectRefused({ atelier_staff: crypto.randomBytes(32).toString('base64url') });
    await expectRefused({ atelier_staff: 'x'.repeat(43) });
    await expectRefused({ atelier_staff: "' or 1=1 --" });
  });

  it('refuses a session past its expiry', async () => {
    const staff = staffBrowser(shop);
    expect((await staff.signIn()).statusCode).toBe(200);
    expect((await staff.get('/ajax/admin/me')).statusCode).toBe(200);
    await shop.db.kysely
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await expectRefused({ atelier_staff: staff.jar.atelier_staff });
  });

  it('lets staff open any order by its number, and answers 404 for one that does not exist', async () => {
    const staff = staffBrowser(shop);
    await staff.signIn();
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}`)).json().order.number).toBe(order.orderNumber);
    expect(refused(await staff.get('/ajax/admin/orders/AT-20000101-999999'), 404).errorMessage).toBe('There is no order AT-20000101-999999.');
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}/lines/999999/print.pdf`)).statusCode).toBe(404);
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}/lines/1/passwd`)).statusCode).toBe(404);
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}/lines/1/files/..%2F..%2Fpasswd`)).statusCode).toBe(404);
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}/lines/1/files/${encodeURIComponent('a".pdf')}`)).statusCode).toBe(404);
  });

  it("refuses a write from another site's page, even with a staff session", async () => {
    const staff = staffBrowser(shop);
    await staff.signIn();
    const url = `/ajax/admin/orders/${order.orderNumber}/status`;
    const r = await staff.post(url, { from: 'awaiting-payment', status: 'paid' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(refused(r, 403).errorCode).toBe('cross-site');
    expect(
      refused(await staff.post('/ajax/admin/sign-in', { email: STAFF.email, password: STAFF.password }, { 'sec-fetch-site': 'cross-site' }), 403).errorCode,
    ).toBe('cross-site');
    expect((await staff.get(`/ajax/admin/orders/${order.orderNumber}`)).json().order.status).toBe('awaiting-payment');
  });

  // eleven argon2 hashes (64 MiB each): seconds on a quiet machine, more than the default 20 s on a loaded one
  it('limits sign-in attempts per address', { timeout: 120_000 }, async () => {
    const guesser = staffBrowser(shop, '10.6.6.6');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await guesser.signIn(STAFF.email, `guess-${i}`)).statusCode);
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    // the right password from that address waits too; another address signs in
    expect((await guesser.signIn()).statusCode).toBe(429);
    expect((await staffBrowser(shop, '10.6.6.7').signIn()).statusCode).toBe(200);
  });
});
