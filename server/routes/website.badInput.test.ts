import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { catalogue } from '../../fixtures/catalog';
import { expectRefusal, sender, sweep, type SweptRoute } from './badInput.testing';

// The designer, website, reviews and tracking calls meet the same hostile values as badInput.test.ts in every field.
const routes: SweptRoute[] = [
  {
    url: '/ajax/personalized-services/render-text',
    valid: { text: 'Happy office', font: 'Lobster', color: '#cc0000', fontFile: 'lobster-latin-400-normal.woff', rightToLeft: false },
    text: ['text', 'font', 'color', 'fontFile'],
    flags: ['rightToLeft'],
    required: ['text', 'font', 'color'],
    refuse: [
      ['a path as font file', { text: 'x', font: 'Lobster', color: '#000', fontFile: '../../package.json' }],
      ['a colour that is not hex', { text: 'x', font: 'Lobster', color: 'red;background:url(x)' }],
      ['an unknown font', { text: 'x', font: 'Comic Sans', color: '#000' }],
    ],
  },
  {
    url: '/ajax/personalized_services/search_designs',
    valid: { search: catalogue.designs[0].tags[0], page: 1 },
    text: ['search'],
    numeric: ['page'],
    required: ['search'],
    refuse: [
      ['page 0', { search: 'flower', page: 0 }],
      ['blanks', { search: '     ' }],
    ],
  },
  {
    url: '/ajax/related-products/load',
    valid: {
      type: 'similar',
      categoryName: 'canvas',
      pathname: '/product/x',
      productType: 'canvas',
      appVersion: '1',
      categories: ['canvas'],
      excluded: [P.dunesCanvas],
    },
    text: ['type', 'pathname', 'categoryName', 'productType', 'appVersion'],
    idLists: ['excluded'],
    required: ['type'],
    refuse: [
      ['an unknown slider', { type: 'everything' }],
      ['categories that are not words', { type: 'similar', categories: [{ $gt: 1 }] }],
      ['21 categories', { type: 'similar', categories: Array(21).fill('canvas') }],
      ['a 100 KB category', { type: 'similar', categories: ['x'.repeat(100_000)] }],
      ['categories as a word', { type: 'similar', categories: 'canvas' }],
    ],
  },
  {
    url: '/ajax/website/product-list/get-last-viewed-products-recommender',
    valid: { lastViewedProducts: [P.dunesCanvas], oldView: true },
    idLists: ['lastViewedProducts'],
    flags: ['oldView'],
    required: ['lastViewedProducts'],
  },
  { url: '/ajax/users/get-wishlist-ids', valid: {} },
  { url: '/ajax/users/get-wishlist-product-ids', valid: {} },
  {
    url: '/ajax/users/toggle-wishlist',
    valid: { productId: P.dunesCanvas },
    numeric: ['productId', 'stickerId'],
    required: ['productId'],
    extraDropped: true,
    refuse: [['both ids', { productId: P.dunesCanvas, stickerId: catalogue.designs[0].id }]],
  },
  {
    url: '/ajax/website/get-product-reviews-canvas/:productId/:page?',
    method: 'GET',
    valid: { productId: P.dunesCanvas, page: 1 },
    numeric: ['productId', 'page'],
    text: ['version'],
    refuse: [
      ['page 0', { productId: P.dunesCanvas, page: 0 }],
      ['an unknown version', { productId: P.dunesCanvas, version: 'app' }],
    ],
  },
  {
    url: '/_api/fb/conversions_event',
    valid: { event: 'AddToCart', payload: { value: 19.95, currency: 'EUR', ids: [1, 2] } },
    text: ['event'],
    required: ['event'],
    refuse: [
      ['a payload that is a word', { event: 'AddToCart', payload: 'abc' }],
      ['a payload that is a list', { event: 'AddToCart', payload: [1] }],
      ['a nested payload', { event: 'AddToCart', payload: { a: { b: 1 } } }],
      ['51 payload fields', { event: 'AddToCart', payload: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }],
      ['a 100 KB payload value', { event: 'AddToCart', payload: { a: 'x'.repeat(100_000) } }],
      ['a list of 101 values', { event: 'AddToCart', payload: { a: 'x', ids: Array(101).fill(1) } }],
    ],
  },
  {
    url: '/ajax/recommendations/product-score',
    valid: { productId: P.dunesCanvas, event: 'view' },
    numeric: ['productId'],
    text: ['event'],
    required: ['productId'],
  },
];

describe.each(databasesUnderTest())('designer, website and tracking calls: bad input on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  it.each(routes)('$url answers its valid payload', async (route) => {
    const r = await sender(shop)(route, route.valid);
    expect(r.statusCode, r.body.slice(0, 300)).toBe(route.validStatus ?? 200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(routes)('$url refuses hostile values in every field, unknown and missing fields and bodies that are not an object', async (route) => {
    await sweep(shop, route);
  });

  it('answers an over-long path parameter with 414 in the shop error shape, translated', async () => {
    for (const url of [
      `/ajax/catalog/product/${'1'.repeat(100_000)}`,
      `/ajax/website/get-product-reviews-canvas/${'x'.repeat(100_000)}`,
      `/ajax/website/get-product-reviews-canvas/${P.dunesCanvas}/${'9'.repeat(101)}`,
    ]) {
      const r = await shop.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(414);
      expectRefusal(r, url.slice(0, 60));
      expect(r.json()).toMatchObject({
        done: false,
        errorCode: 'uri-too-long',
        errorMessage: 'The address is too long: a value in it has more than 100 characters.',
      });
      expect(r.json()).not.toHaveProperty('code');
      expect(r.body.length).toBeLessThan(500);
    }
    const es = await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${'1'.repeat(200)}`, headers: { 'accept-language': 'es' } });
    expect(es.json().errorMessage).toBe('La dirección es demasiado larga: un valor tiene más de 100 caracteres.');
    const bad = await shop.app.inject({ method: 'GET', url: '/ajax/catalog/product/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'bad-url' });
  });
});
