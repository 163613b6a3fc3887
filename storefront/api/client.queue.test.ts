import { expect, test, vi } from 'vitest';
import { createInFlightStore } from './inflight';

// The page's first calls are made before the contract's schemas have loaded (client.ts): they wait, then go out one
// per task. A fresh module here, so that the schemas are not loaded yet.
test('calls made before the schemas arrive go out in the order they were made, later calls queue behind them, and a first use waits a task', async () => {
  vi.resetModules();
  const { ApiClient, preloadCalls } = await import('./client');
  const sent: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    sent.push(String(input).replace(/\?.*/, ''));
    return new Response(JSON.stringify({ price: 100, formattedPrice: '1 €' }), { status: 200 });
  }) as typeof globalThis.fetch;
  const api = new ApiClient({ fetch, inFlight: createInFlightStore() });
  const first = api.call('calculateCustomPrice', { productId: 1, quantity: 1 });
  const second = api.call('calculateCustomHeight', { productId: 1, width: 10 });
  await preloadCalls();
  // loaded, but two calls still wait for their turn: this one goes after them, not before
  const third = api.call('calculateCustomPrice', { productId: 2, quantity: 1 });
  expect(sent).toEqual([]);
  await Promise.allSettled([first, second, third]);
  expect(sent).toEqual(['/ajax/product/calculate-custom-price', '/ajax/product/calculate-custom-height', '/ajax/product/calculate-custom-price']);
  // once the queue is empty, a call goes out at once (latest(key) relies on it)
  void api.call('calculateCustomPrice', { productId: 3, quantity: 1 });
  expect(sent).toHaveLength(4);
  // a call not made before waits for a task of its own, where its schemas are built
  const reviews = api.call('getProductReviews', { productId: 1 });
  expect(sent).toHaveLength(4);
  await reviews.catch(() => undefined);
  expect(sent[4]).toBe('/ajax/website/get-product-reviews-canvas/1');
});
