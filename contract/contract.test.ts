import { describe, expect, test } from 'vitest';
import { calls, errorResponse, updateItemQuantityError } from './index';
import { samples } from './samples';
import { adminCalls } from './admin';
import { sharedDesignCalls } from './sharedDesign';

// The paths of SPEC.md section 7, as the spec writes them (method POST unless noted).
const specPaths = [
  '/ajax/product/calculate-custom-height',
  '/ajax/product/update-sizes-prices',
  '/ajax/product/calculate-custom-price',
  '/ajax/shopping/add-to-cart',
  '/ajax/shopping/add-to-cart-multiple',
  '/ajax/shopping/modify-cart-item',
  '/ajax/product/load-model-gender-options',
  '/ajax/product/load-model-sizes-and-colors',
  '/ajax/product/preview-image',
  '/ajax/product/check-max-size',
  '/ajax/upload/upload-image',
  '/ajax/upload/upload-image-base64',
  '/ajax/upload/upload-image-svg',
  '/ajax/upload/get-max-size-error',
  '/ajax/website/upload/image',
  '/ajax/website/upload/image-multiple',
  '/ajax/website/upload/image-base-64',
  '/ajax/website/translation/translate',
  '/ajax/related-products/load',
  '/ajax/website/product-list/get-last-viewed-products-recommender',
  '/ajax/users/get-wishlist-ids',
  '/ajax/users/get-wishlist-product-ids',
  '/ajax/users/toggle-wishlist', // "the form's own action": no path in the spec, ours is invented
  '/ajax/shopping/shopping-cart',
  '/ajax/shopping/open-shopping-cart-if-needed',
  '/ajax/shopping/modify-item-cart',
  '/ajax/product-list/load-add-to-cart',
  '/ajax/shopping/remove-item-cart',
  '/ajax/shopping/update-item-quantity',
  '/ajax/shopping/shopping-cart-check-voucher',
  '/ajax/compra/remove-spatula-cart',
  '/ajax/compra/recover-cart',
  '/ajax/information/cookies-message',
  'GET /ajax/website/get-product-reviews-canvas/:productId/:page?',
  '/ajax/personalized_services/search_designs',
  '/ajax/personalized-services/render-text',
  '/ajax/personalized-services/get-quantity-selector',
  '/ajax/personalized-services/render-clothing-sizes',
  'GET /ajax/popup/info-dialog',
  '/ajax/product/update-pack-prices',
  '/_api/fb/conversions_event',
  '/ajax/recommendations/product-score', // named in the spec's notes
];
// The catalogue's two and its product search (issue 12), and the orders of issue 14 (checkout is outside the spec).
const additions = ['GET /ajax/catalog/products', 'GET /ajax/catalog/product/:id', 'GET /ajax/catalog/search', '/ajax/order/place', 'GET /ajax/order/:token'];
// The back office of issue 28.
const backOffice = Object.values(adminCalls).map((d) => (d.method === 'GET' ? `GET ${d.path}` : d.path));
// Saving and sharing a design (issue 29).
const sharing = Object.values(sharedDesignCalls).map((d) => (d.method === 'GET' ? `GET ${d.path}` : d.path));
// A designer product's templates (issue 29).
const templates = ['GET /ajax/catalog/product/:id/templates'];
// A library design's outline as a photo's frame (issue 29).
const masks = ['GET /ajax/personalized_services/design/:id/outline'];

const defs = Object.entries(calls);
const key = (d: { method: string; path: string }) => (d.method === 'GET' ? `GET ${d.path}` : d.path);

describe('the calls of SPEC.md section 7', () => {
  test.each(specPaths)('%s is defined exactly once', (path) => {
    expect(defs.filter(([, d]) => key(d) === path)).toHaveLength(1);
  });

  test('nothing else is defined but the two catalogue additions', () => {
    expect(defs.map(([, d]) => key(d)).sort()).toEqual([...specPaths, ...additions, ...backOffice, ...sharing, ...templates, ...masks].sort());
  });

  test('path parameters are described by the payload', () => {
    for (const [name, d] of defs) {
      for (const [, param] of d.path.matchAll(/:(\w+)\??/g)) {
        const shape = (d.payload as unknown as { shape?: Record<string, unknown> }).shape;
        expect(shape?.[param], `${name} :${param}`).toBeDefined();
      }
    }
  });
});

describe('samples', () => {
  test.each(defs.map(([name]) => name as keyof typeof calls))('%s: a valid payload and response parse', (name) => {
    const d = calls[name];
    const s = samples[name];
    const p = d.payload.safeParse(s.payload);
    expect(p.error?.issues ?? []).toEqual([]);
    const r = d.response.safeParse(s.response);
    expect(r.error?.issues ?? []).toEqual([]);
  });

  test('every payload rejects an empty value of the wrong type', () => {
    for (const [name, d] of defs) expect(d.payload.safeParse('x').success, name).toBe(false);
  });
});

const bad = (name: keyof typeof calls, payload: unknown) => calls[name].payload.safeParse(payload).success;

describe('bad payloads fail', () => {
  const price = { productId: 1, quantity: 1, width: 100, height: 50 };
  test.each([
    ['NaN', { ...price, width: NaN }],
    ['Infinity', { ...price, height: Infinity }],
    ["'abc' for a number", { ...price, quantity: 'abc' }],
    ['a hex string', { ...price, width: '0x10' }],
    ['an exponent string', { ...price, width: '1e3' }],
    ['a blank string', { ...price, width: ' ' }],
    ['a negative length', { ...price, width: -5 }],
    ['a negative quantity', { ...price, quantity: -1 }],
    ['a fractional quantity', { ...price, quantity: 1.5 }],
    ['2^53 as quantity', { ...price, quantity: 2 ** 53 }],
    ['2^53 as id', { ...price, productId: 2 ** 53 }],
    ['a huge length', { ...price, width: 1e9 }],
    ['a missing productId', { quantity: 1 }],
    ['a missing quantity', { productId: 1 }],
    ['an unknown top-level key', { ...price, total: 1 }],
    ['an oversize text option', { ...price, options: { personalizedText: 'x'.repeat(2001) } }],
    ['an unknown colour id type', { ...price, options: { color: 'red' } }],
  ])('calculate-custom-price: %s', (_, payload) => expect(bad('calculateCustomPrice', payload)).toBe(false));

  test('add-to-cart', () => {
    const ok = samples.addToCart.payload;
    expect(bad('addToCart', ok)).toBe(true);
    expect(bad('addToCart', { ...ok, quantity: 0 })).toBe(false);
    expect(bad('addToCart', { ...ok, complements: [{ id: 1, quantity: -1 }] })).toBe(false);
    expect(bad('addToCart', { ...ok, upSellingProducts: [{ productId: 1, quantity: 1, text: 'a', font: 'f', color: 'red' }] })).toBe(false);
    expect(bad('addToCart', { ...ok, options: { orientation: 'upside-down' } })).toBe(false);
    expect(bad('addToCart', { ...ok, multiProducts: Array.from({ length: 101 }, (_, index) => ({ index: index % 100 })) })).toBe(false);
  });

  test('option bags drop unknown keys, including a client price', () => {
    const parsed = calls.addToCart.payload.parse({ productId: 1, quantity: 1, options: { price: 1, color: '3', foo: 'bar' } });
    expect(parsed.options).toEqual({ color: 3 });
  });

  test('custom pack rounds up to a whole pack', () => {
    expect(calls.addToCart.payload.parse({ productId: 1, quantity: 1, options: { customPack: '7.2' } }).options.customPack).toBe(8);
  });

  test('strings are capped', () => {
    expect(bad('checkVoucher', { code: 'x'.repeat(65) })).toBe(false);
    expect(bad('checkVoucher', { code: '   ' })).toBe(false);
    expect(bad('renderText', { text: 'x'.repeat(501), font: 'Lobster', color: '#000' })).toBe(false);
    expect(bad('renderText', { text: 'a', font: 'Lobster', fontFile: '../../etc/passwd', color: '#000' })).toBe(false);
    expect(bad('searchDesigns', { search: 'ab' })).toBe(false);
    expect(bad('searchDesigns', { search: 'x'.repeat(101) })).toBe(false);
    expect(bad('recoverCart', { hash: 'x'.repeat(129) })).toBe(false);
    expect(bad('catalogProducts', { q: 'x'.repeat(101) })).toBe(false);
  });

  test('uploads: file caps of 15 MB each and a non-file', () => {
    const big = { size: 15 * 1024 * 1024 + 1, arrayBuffer: async () => new ArrayBuffer(0) };
    expect(bad('uploadImage', { files: [big] })).toBe(false);
    expect(bad('uploadImage', { files: [] })).toBe(false);
    expect(bad('uploadImage', { files: ['not a file'] })).toBe(false);
    expect(bad('uploadImageBase64', { imgBase64: 'javascript:alert(1)' })).toBe(false);
  });

  test('the shopping cart accepts its ?t= cache-buster as merged into the payload', () => {
    expect(bad('shoppingCart', { t: String(Date.now()) })).toBe(true);
    expect(bad('shoppingCart', { t: 'abc' })).toBe(false);
  });

  test('reviews page and ids', () => {
    expect(bad('getProductReviews', { productId: 2 })).toBe(true);
    expect(bad('getProductReviews', { productId: 2, page: 0 })).toBe(false);
    expect(bad('getProductReviews', { productId: 'abc' })).toBe(false);
    expect(bad('toggleWishlist', {})).toBe(false);
  });
});

describe('bad responses fail', () => {
  test('money must be whole, non-negative, below 2^31', () => {
    const ok = samples.updatePackPrices.response;
    const withPrice = (price: unknown) => ({ prices: [{ ...ok.prices[0], price }] });
    for (const price of [19.95, -1, 2 ** 53, NaN, '1995']) {
      expect(calls.updatePackPrices.response.safeParse(withPrice(price)).success, String(price)).toBe(false);
    }
  });

  test('a price answer carries a price or an error', () => {
    expect(calls.calculateCustomPrice.response.safeParse({}).success).toBe(false);
    expect(calls.calculateCustomPrice.response.safeParse({ error: 'Too wide' }).success).toBe(true);
  });

  test('add-to-cart success is done: true; failures are error responses', () => {
    expect(calls.addToCart.response.safeParse({ done: false, cartItems: [] }).success).toBe(false);
    expect(errorResponse.safeParse({ done: false, error: 'm', errorCode: 'size', errorMessage: 'm' }).success).toBe(true);
    expect(updateItemQuantityError.safeParse({ done: false, error: 'm', errorCode: 'x', errorMessage: 'm' }).success).toBe(false);
  });
});

describe('contract imports nothing but zod, its own files and the shared rules', () => {
  const sources = import.meta.glob(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });
  test.each(Object.entries(sources))('%s', (_, source) => {
    const text = source as string;
    const specifiers = [
      ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g),
      ...text.matchAll(/\b(?:import|require)\s*\(?\s*['"]([^'"]+)['"]/g),
    ].map((m) => m[1]);
    // a file may import nothing at all (pages.ts); the patterns are checked on a file that imports below
    if (_ === './common.ts') expect(specifiers.length).toBeGreaterThan(0);
    for (const s of specifiers) expect(s === 'zod' || /^\.\/[\w-]+$/.test(s) || /^\.\.\/rules\/(?!crawler)[\w-]+$/.test(s), s).toBe(true);
  });
});
