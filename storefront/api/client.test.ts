import { describe, expect, test, vi } from 'vitest';
import { samples } from '../../contract/samples';
import { updateItemQuantityError } from '../../contract';
import { ApiClient } from './client';
import { ApiError } from './errors';
import { addToCartBlockingCalls, createInFlightStore, isInFlight } from './inflight';

type Handler = (url: string, init: RequestInit) => Promise<Response> | Response;

/** A fake fetch that records requests and answers with `handler`; it rejects like fetch when the signal aborts. */
function fakeFetch(handler: Handler) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    requests.push({ url, init });
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return await new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      Promise.resolve(handler(url, init)).then(resolve, reject);
    });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(handler: Handler) {
  const inFlight = createInFlightStore();
  const fake = fakeFetch(handler);
  return { api: new ApiClient({ fetch: fake.fetch, inFlight, now: () => 1234 }), inFlight, requests: fake.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  test('POST JSON: the payload is checked and sent as given (the server parses it); the answer read as sent', async () => {
    const { api, requests } = client(() => json({ price: 2590, formattedPrice: '25,90 €', extra: 'not in the contract' }));
    const payload = { productId: '1', quantity: '2', width: '100.5', height: 50, options: { reversed: 'on' as const } };
    const res = await api.call('calculateCustomPrice', payload);
    expect(res).toMatchObject({ price: 2590, formattedPrice: '25,90 €' });
    expect(requests).toHaveLength(1);
    const { url, init } = requests[0];
    expect(url).toBe('/ajax/product/calculate-custom-price');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  test('GET: path parameters come from the payload, the rest goes to the query string', async () => {
    const { api, requests } = client(() => json(samples.getProductReviews.response));
    await api.call('getProductReviews', { productId: 7, page: 2, version: 'web' });
    await api.call('getProductReviews', { productId: 7 });
    expect(requests.map((r) => r.url)).toEqual(['/ajax/website/get-product-reviews-canvas/7/2?version=web', '/ajax/website/get-product-reviews-canvas/7']);
    expect(requests[0].init.method).toBe('GET');
    expect(requests[0].init.body).toBeUndefined();
  });

  test('GET with a query and a base URL', async () => {
    const inFlight = createInFlightStore();
    const fake = fakeFetch(() => json({ products: [] }));
    const api = new ApiClient({ fetch: fake.fetch, inFlight, baseUrl: 'http://shop.test' });
    await api.call('catalogProducts', { category: 'canvas', q: 'lake & sea' });
    expect(fake.requests[0].url).toBe('http://shop.test/ajax/catalog/products?category=canvas&q=lake+%26+sea');
  });

  test("'form' encoding sends multipart form data with the files", async () => {
    const { api, requests } = client(() => json(samples.uploadImage.response));
    const file = new File(['\x89PNG'], 'photo.png', { type: 'image/png' });
    const res = await api.call('uploadImage', { files: [file], prefix: 'personalized', productId: 3 });
    expect(res.fileInfo.originalName).toBe('photo.png');
    const body = requests[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('prefix')).toBe('personalized');
    expect(body.get('productId')).toBe('3');
    expect((body.getAll('files')[0] as File).name).toBe('photo.png');
    expect((requests[0].init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  test('the shopping cart is requested with ?t={timestamp}', async () => {
    const { api, requests } = client(() => json(samples.shoppingCart.response));
    const res = await api.call('shoppingCart', { renderNewCart: true });
    expect(requests[0].url).toBe('/ajax/shopping/shopping-cart?t=1234');
    expect(res.cart.items[0].id).toBe(11);
  });
});

describe('failures', () => {
  test('a 4xx error answer becomes an ApiError with the server message', async () => {
    const answer = { done: false, error: 'Choose a size', errorCode: 'size', errorMessage: 'Choose a size' };
    const { api } = client(() => json(answer, 422));
    const err = await failure(api.call('addToCart', samples.addToCart.payload));
    expect([err.status, err.errorCode, err.errorMessage, err.call]).toEqual([422, 'size', 'Choose a size', 'addToCart']);
    expect(err.response).toEqual(answer);
  });

  test('done === false with a 200 is a failure too', async () => {
    const { api } = client(() => json({ done: false, errorCode: 'color', errorMessage: 'Pick a colour' }));
    const err = await failure(api.call('addToCart', samples.addToCart.payload));
    expect([err.status, err.errorCode, err.errorMessage]).toEqual([200, 'color', 'Pick a colour']);
  });

  test('a non-JSON 500 gives a generic message', async () => {
    const { api } = client(() => new Response('<h1>oops</h1>', { status: 500, statusText: 'Internal Server Error' }));
    const err = await failure(api.call('checkMaxSize', { productId: 1, width: 10, height: 10 }));
    expect([err.status, err.errorCode, err.errorMessage]).toEqual([500, 'http-500', 'Internal Server Error']);
    const { api: api1 } = client(() => new Response('<h1>ok</h1>', { status: 200 }));
    const err1 = await failure(api1.call('checkMaxSize', { productId: 1, width: 10, height: 10 }));
    expect([err1.status, err1.errorCode]).toEqual([200, 'invalid-response']);
    const { api: api2 } = client(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const err2 = await failure(api2.call('checkMaxSize', { productId: 1, width: 10, height: 10 }));
    expect([err2.status, err2.errorCode, err2.errorMessage]).toEqual([503, 'http-503', 'Service Unavailable']);
  });

  test('error answers keep extra fields: the quantity to restore', async () => {
    const answer = { done: false, error: 'Out of stock', errorCode: 'quantity', errorMessage: 'Out of stock', quantity: 2 };
    const { api } = client(() => json(answer, 409));
    const err = await failure(api.call('updateItemQuantity', { id: 11, quantity: 9, prevQuantity: 2 }));
    expect(updateItemQuantityError.parse(err.body).quantity).toBe(2);
  });

  test('a network failure is code network', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await failure(api.call('openShoppingCartIfNeeded', {}));
    expect([err.errorCode, err.status, err.isNetwork]).toEqual(['network', 0, true]);
  });

  test('an invalid payload never reaches the network', async () => {
    const { api, requests } = client(() => json({}));
    const err = await failure(api.call('calculateCustomPrice', { productId: 1, quantity: NaN, width: 'abc' }));
    expect(err.errorCode).toBe('invalid-payload');
    expect(err.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['quantity', 'width']));
    expect(requests).toHaveLength(0);
  });

  test('an answer that relies on its schema to fill a default is invalid-response where calls are checked', async () => {
    const { extras: _extras, ...cart } = samples.shoppingCart.response.cart;
    const { api } = client(() => json({ ...samples.shoppingCart.response, cart }));
    const err = await failure(api.call('shoppingCart', { renderNewCart: true }));
    expect([err.errorCode, err.errorMessage]).toEqual(['invalid-response', 'Unexpected answer from the server (cart.extras changes when parsed)']);
  });

  test('an answer that breaks the contract is invalid-response', async () => {
    const { api } = client(() => json({ price: 19.95 }));
    const err = await failure(api.call('calculateCustomPrice', { productId: 1, quantity: 1 }));
    expect(err.errorCode).toBe('invalid-response');
    expect(err.errorMessage).toContain('price');
  });
});

describe('abort and latest', () => {
  const never: Handler = () => new Promise<Response>(() => {});

  test('an aborted call rejects with code aborted', async () => {
    const { api } = client(never);
    const controller = new AbortController();
    const pending = api.call('calculateCustomHeight', { productId: 1, width: 100 }, { signal: controller.signal });
    controller.abort();
    const err = await failure(pending);
    expect([err.errorCode, err.isAbort]).toEqual(['aborted', true]);
  });

  test('latest(key) aborts the previous in-flight call of the same key only', async () => {
    let n = 0;
    const { api, inFlight } = client(() => (++n === 3 ? json({ price: 100, formattedPrice: '1 €' }) : never('', {})));
    const price = api.latest('price');
    const first = price.call('calculateCustomPrice', { productId: 1, quantity: 1 });
    const other = api.latest('search').call('searchDesigns', { search: 'cats' });
    const second = price.call('calculateCustomPrice', { productId: 1, quantity: 2 });
    expect((await failure(first)).isAbort).toBe(true);
    expect(await second).toEqual({ price: 100, formattedPrice: '1 €' });
    expect(isInFlight(['searchDesigns'], inFlight.getState())).toBe(true);
    api.abortLatest('search');
    expect((await failure(other)).isAbort).toBe(true);
    expect(inFlight.getState().counts).toEqual({});
  });
});

describe('in-flight tracking', () => {
  test('a call counts as in flight until it settles, whatever the outcome', async () => {
    const answers: ((r: Response) => void)[] = [];
    const { api, inFlight } = client(() => new Promise<Response>((resolve) => answers.push(resolve)));
    expect(isInFlight(addToCartBlockingCalls, inFlight.getState())).toBe(false);
    const a = api.call('updateSizesPrices', { productId: 2 });
    const b = api.call('updateSizesPrices', { productId: 3 });
    // a call's first use waits a task (its schemas are built then: client.ts)
    await vi.waitFor(() => expect(inFlight.getState().counts.updateSizesPrices).toBe(2));
    expect(isInFlight(addToCartBlockingCalls, inFlight.getState())).toBe(true);
    expect(isInFlight(['addToCart'], inFlight.getState())).toBe(false);
    answers[0](json({ done: false, errorCode: 'x', errorMessage: 'bad' }, 400));
    await expect(a).rejects.toBeInstanceOf(ApiError);
    await Promise.resolve();
    expect(isInFlight(addToCartBlockingCalls, inFlight.getState())).toBe(true);
    answers[1](json(samples.updateSizesPrices.response));
    await b;
    expect(isInFlight(addToCartBlockingCalls, inFlight.getState())).toBe(false);
  });
});

describe('the production build', () => {
  test('sends each call with its route alone, without the schemas, and reads a bad payload’s error from the server', async () => {
    vi.stubEnv('PROD', true);
    vi.resetModules();
    try {
      const { ApiClient: ProductionClient, preloadCalls } = await import('./client');
      const { ApiError: ProductionError } = await import('./errors');
      const answer = { done: false, error: 'quantity must be a number', errorCode: 'invalid', errorMessage: 'quantity must be a number' };
      const fake = fakeFetch(() => json(answer, 400));
      const api = new ProductionClient({ fetch: fake.fetch, inFlight: createInFlightStore() });
      expect((await preloadCalls()).checks).toBeUndefined();
      const pending = api.call('calculateCustomPrice', { productId: 1, quantity: NaN });
      // no schemas to build: with the routes loaded, the request is out before the call returns
      expect(fake.requests.map((r) => r.url)).toEqual(['/ajax/product/calculate-custom-price']);
      const err = (await pending.catch((e: unknown) => e)) as ApiError;
      expect(err).toBeInstanceOf(ProductionError);
      expect([err.status, err.errorCode, err.errorMessage]).toEqual([400, 'invalid', 'quantity must be a number']);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
