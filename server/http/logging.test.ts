import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { vinyl, visitor } from '../routes/shopping.testing';
import { redactUrl, shopLogger } from './logging';

// Issue 10, item 9: tokens never reach the log, and the cart cookie is Secure wherever shoppers use HTTPS.

describe('the request log', () => {
  it('shows URLs with recovery hashes and order tokens replaced', () => {
    expect(redactUrl('/product/vinyl?tvcart=0123abcd&lang=es')).toBe('/product/vinyl?tvcart=[redacted]&lang=es');
    expect(redactUrl('/?lang=da&TVCART=0123abcd')).toBe('/?lang=da&TVCART=[redacted]');
    expect(redactUrl('/order/q2Xk9-secret')).toBe('/order/[redacted]');
    expect(redactUrl('/ajax/order/q2Xk9-secret/proof/3.png')).toBe('/ajax/order/[redacted]/proof/3.png');
    expect(redactUrl('/product/tree-of-life?effect=sepia')).toBe('/product/tree-of-life?effect=sepia');
    // any value under a name the shop does not know as harmless: a token nobody listed, a shopper's search text
    expect(redactUrl('/?utm_source=news&fbclid=IwAR0abc&access_token=xyz&q=maria+birthday&flag')).toBe(
      '/?utm_source=news&fbclid=[redacted]&access_token=[redacted]&q=[redacted]&flag',
    );
  });
});

describe.each(databasesUnderTest())('tokens and cookies on $name', (target) => {
  const lines: string[] = [];
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target, { logger: shopLogger('info', { write: (l) => void lines.push(l) }) });
  });
  afterAll(() => shop?.close());

  it('logs no recovery hash, order token, cookie or bearer token of a real visit', async () => {
    const v = visitor(shop);
    await v.add(vinyl);
    const hash = (await v.cart()).cart.recoveryHash as string;
    const cookie = Object.entries(v.jar)
      .map(([k, val]) => `${k}=${val}`)
      .join('; ');
    await shop.app.inject({ method: 'GET', url: `/?tvcart=${hash}`, headers: { cookie } });
    await shop.app.inject({
      method: 'GET',
      url: '/ajax/order/Zm9yLXRoZS1sb2ctdGVzdC1vbmx5?session=c2Vzc2lvbi1zZWNyZXQ',
      headers: { authorization: 'Bearer print-shop-secret-0123456789abcdef' },
    });
    await v.call('/ajax/compra/recover-cart', { hash });
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    for (const secret of [hash, 'Zm9yLXRoZS1sb2ctdGVzdC1vbmx5', 'c2Vzc2lvbi1zZWNyZXQ', 'print-shop-secret-0123456789abcdef', ...Object.values(v.jar)])
      expect(log).not.toContain(secret);
  });

  it('writes one line per request, when it is answered, with its method, redacted URL, status and time', async () => {
    lines.length = 0;
    await shop.app.inject({ method: 'GET', url: '/ajax/catalog/products?lang=es' });
    await shop.app.inject({ method: 'GET', url: '/ajax/no-such-call?token=abc123secret' });
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/ajax/catalog/products?lang=es' }, res: { statusCode: 200 } });
    expect(requests[1]).toMatchObject({ req: { url: '/ajax/no-such-call?token=[redacted]' }, res: { statusCode: 404 } });
    expect(typeof requests[0].responseTime).toBe('number');
  });

  it('replaces the credentials of a headers object logged by itself', () => {
    lines.length = 0;
    shop.app.log.info({ headers: { cookie: 'atelier_cart=secret-cart', Authorization: 'Bearer secret-token', accept: 'application/json' } }, 'headers');
    const line = JSON.parse(lines[0]);
    expect(line.headers).toEqual({ cookie: '[redacted]', Authorization: '[redacted]', accept: 'application/json' });
  });
});

describe.each(databasesUnderTest())('the Secure cookie flag on $name', (target) => {
  const setCookie = async (shop: TestShop, headers: Record<string, string> = {}) => {
    const r = await shop.app.inject({ method: 'POST', url: '/ajax/shopping/add-to-cart', payload: vinyl, headers });
    expect(r.statusCode, r.body).toBe(200);
    return String(r.headers['set-cookie']);
  };

  it('is set behind a TLS proxy: by a trusted X-Forwarded-Proto, or by an https PUBLIC_URL when the proxy is not trusted', async () => {
    const trusted = await createTestShop(target, { config: { publicUrl: 'http://localhost:8080' } });
    const untrusted = await createTestShop(target, { config: { publicUrl: 'https://shop.example', trustProxy: false } });
    const direct = await createTestShop(target, { config: { publicUrl: 'http://localhost:8080', trustProxy: false } });
    try {
      // a client that is no trusted proxy cannot claim TLS for itself
      expect(await setCookie(direct, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
      expect(await setCookie(trusted)).not.toMatch(/Secure/);
      expect(await setCookie(trusted, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
      expect(await setCookie(untrusted)).toMatch(/; Secure/);
      expect(await setCookie(untrusted)).toMatch(/HttpOnly; SameSite=Lax|SameSite=Lax.*HttpOnly|HttpOnly.*SameSite=Lax/);
    } finally {
      await trusted.close();
      await untrusted.close();
      await direct.close();
    }
  });
});
