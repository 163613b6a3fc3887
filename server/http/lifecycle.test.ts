import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';

// Liveness and readiness for a load balancer, and what a draining shop answers (issue 10, item 8; issue 13).
describe.each(databasesUnderTest())('health and draining on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  it('is alive and ready while it serves, never cached', async () => {
    const live = await get('/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'alive' }]);
    const ready = await get('/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('while draining: not ready, still alive, and every other request answered 503 with Connection: close', async () => {
    const draining = await createTestShop(target);
    try {
      await draining.app.lifecycle.drain(0);
      expect((await draining.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
      expect((await draining.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      const r = await draining.app.inject({ method: 'GET', url: '/ajax/catalog/products', headers: { 'accept-language': 'da' } });
      expect(r.statusCode).toBe(503);
      expect(r.headers.connection).toBe('close');
      expect(r.headers['retry-after']).toBe('5');
      expect(r.json()).toMatchObject({ errorCode: 'draining', errorMessage: 'Butikken genstarter: prøv igen om et øjeblik.' });
    } finally {
      await draining.close();
    }
  });

  it('is not ready when its database does not answer', async () => {
    const cut = await createTestShop(target);
    await cut.db.close();
    const r = await cut.app.inject({ method: 'GET', url: '/health/ready' });
    expect([r.statusCode, r.json()]).toEqual([503, { status: 'database-unreachable' }]);
    expect((await cut.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await cut.app.close();
  });
});
