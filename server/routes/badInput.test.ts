import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { hostileNumbers } from './badInput.testing';

// Every route of this layer meets bad input with a 4xx and a message the storefront can show: never a 500, never a
// silent accept. Each route gets the same hostile values (badInput.testing.ts) in each of its numeric fields.
const routes: { url: string; method?: 'GET' | 'POST'; valid: Record<string, unknown>; numeric: string[] }[] = [
  {
    url: '/ajax/product/calculate-custom-price',
    valid: { productId: P.treeOfLifeSticker, quantity: 1, width: 100, height: 100 },
    numeric: ['productId', 'quantity', 'width', 'height'],
  },
  { url: '/ajax/product/update-sizes-prices', valid: { productId: P.dunesCanvas }, numeric: ['productId'] },
  { url: '/ajax/product/update-pack-prices', valid: { productId: P.botanicalCoasters, pack: 4 }, numeric: ['productId', 'pack'] },
  { url: '/ajax/product/calculate-custom-height', valid: { productId: P.textSticker, width: 100 }, numeric: ['productId', 'width'] },
  { url: '/ajax/product/calculate-custom-height', valid: { productId: P.textSticker, width: 39.37, convertUM: true }, numeric: ['productId', 'width'] },
  { url: '/ajax/product/check-max-size', valid: { productId: P.treeOfLifeSticker, width: 100, height: 100 }, numeric: ['productId', 'width', 'height'] },
  { url: '/ajax/product/load-model-gender-options', valid: { productId: P.mountainTee, gender: 'men' }, numeric: ['productId'] },
  { url: '/ajax/product/load-model-sizes-and-colors', valid: { productId: P.mountainTee, modelId: 1 }, numeric: ['productId', 'modelId'] },
  { url: '/ajax/product/preview-image', valid: { productId: P.photoCanvas, effect: 'sepia' }, numeric: ['productId'] },
  { url: '/ajax/personalized-services/get-quantity-selector', valid: { productId: P.dunesCanvas }, numeric: ['productId'] },
  { url: '/ajax/personalized-services/render-clothing-sizes', valid: { productId: P.mountainTee, modelId: 1 }, numeric: ['productId', 'modelId'] },
  { url: '/ajax/popup/info-dialog', method: 'GET', valid: { type: 'tissues', productId: P.rollerBlind }, numeric: ['productId'] },
  { url: '/ajax/information/cookies-message', valid: { type: 'cookies-policy' }, numeric: [] },
  { url: '/ajax/website/translation/translate', valid: { type: 'upload-error-max-size' }, numeric: [] },
  { url: '/ajax/upload/get-max-size-error', valid: { size: 20_000_000, maxSize: 15_728_640 }, numeric: ['size', 'maxSize'] },
  { url: '/ajax/catalog/product/:id', method: 'GET', valid: { id: P.dunesCanvas }, numeric: ['id'] },
];

describe.each(databasesUnderTest())('bad input on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  function send(route: (typeof routes)[number], payload: Record<string, unknown>) {
    if (route.method === 'GET') {
      const { id, ...rest } = payload;
      const url = route.url.replace(':id', encodeURIComponent(String(id)));
      const qs = new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
      return shop.app.inject({ method: 'GET', url: `${url}?${qs}` });
    }
    return shop.app.inject({ method: 'POST', url: route.url, payload });
  }

  const expectRefusal = (r: { statusCode: number; json(): any }, what: string) => {
    expect(r.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(r.statusCode, what).toBeLessThan(500);
    expect(typeof r.json().errorMessage, what).toBe('string');
    expect(r.json().errorMessage.length, what).toBeGreaterThan(5);
  };

  it.each(routes)('$url answers its valid payload', async (route) => {
    const r = await send(route, route.valid);
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(routes)('$url refuses a missing field, an unknown field and hostile numbers', async (route) => {
    const [first] = Object.keys(route.valid);
    const { [first]: _dropped, ...missing } = route.valid;
    if (route.url.includes(':id')) expectRefusal(await send(route, { ...missing, id: 'x' }), 'bad path id');
    else expectRefusal(await send(route, missing), `missing ${first}`);
    if (route.method !== 'GET') {
      expectRefusal(await send(route, { ...route.valid, surprise: 1 }), 'unknown field');
      const huge = await shop.app.inject({
        method: 'POST',
        url: route.url,
        payload: JSON.stringify({ ...route.valid, pad: 'x'.repeat(1_100_000) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.statusCode, 'oversized body').toBe(413);
    }
    for (const field of route.numeric) {
      for (const [name, value] of hostileNumbers) {
        if (route.method === 'GET' && value === null) continue;
        expectRefusal(await send(route, { ...route.valid, [field]: value }), `${field} = ${name}`);
      }
    }
  });

  it('refuses unknown products with 404 and a message', async () => {
    const r = await shop.app.inject({
      method: 'POST',
      url: '/ajax/product/calculate-custom-price',
      payload: { productId: 999999, quantity: 1, width: 10, height: 10 },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().errorMessage).toMatch(/does not exist/);
  });

  it('an unknown clothing model of a real garment is refused with a message naming the model, translated', async () => {
    for (const url of ['/ajax/product/load-model-sizes-and-colors', '/ajax/personalized-services/render-clothing-sizes']) {
      const r = await shop.app.inject({ method: 'POST', url, payload: { productId: P.mountainTee, modelId: 987654 } });
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ errorCode: 'model', errorMessage: 'There is no model 987654 for this product.' });
      const es = await shop.app.inject({ method: 'POST', url, payload: { productId: P.mountainTee, modelId: 987654 }, headers: { 'accept-language': 'es' } });
      expect(es.json().errorMessage).toBe('No existe el modelo 987654 para este producto.');
    }
  });

  it('refuses a body that is not JSON, and one that is too large', async () => {
    const broken = await shop.app.inject({
      method: 'POST',
      url: '/ajax/product/check-max-size',
      payload: '{"productId":',
      headers: { 'content-type': 'application/json' },
    });
    expectRefusal(broken, 'broken JSON');
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/ajax/product/check-max-size',
      payload: JSON.stringify({ productId: 1, pad: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorMessage).toMatch(/too large/);
  });

  it('answers an unknown /ajax path with 404 and a message', async () => {
    const r = await shop.app.inject({ method: 'POST', url: '/ajax/nothing-here', payload: {} });
    expect(r.statusCode).toBe(404);
    expect(r.json().errorMessage).toContain('/ajax/nothing-here');
  });
});
