import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';

// The product calls against the real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), checked by
// what a caller sees: status, prices in minor units and the shopper's messages.
describe.each(databasesUnderTest())('product calls on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: `/ajax/${url}`, payload, headers });
  const price = async (payload: object) => {
    const r = await post('product/calculate-custom-price', payload);
    expect(r.statusCode).toBe(200);
    return r.json();
  };

  describe('calculate-custom-price', () => {
    it('prices cut vinyl per m2 with its base, times the quantity', async () => {
      // 400 + 4200 * 1 m2 = 4600 a piece
      expect(await price({ productId: P.treeOfLifeSticker, quantity: 2, width: 100, height: 100 })).toMatchObject({
        price: 9200,
        unitPrice: 4600,
        formattedPrice: '€92',
      });
    });

    it('never charges less than the minimum', async () => {
      expect((await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 20, height: 20 })).price).toBe(995);
    });

    it('ignores any price the client sends', async () => {
      const r = await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 100, height: 100, options: { price: 1 } as object });
      expect(r.price).toBe(4600);
    });

    it('answers sizes out of range with the shopper message, not a price', async () => {
      const small = await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 5, height: 5 });
      expect(small.price).toBeUndefined();
      expect(small.error).toMatch(/too small/i);
      const big = await price({ productId: P.treeOfLifeSticker, quantity: 1, width: 900, height: 900 });
      expect(big.error).toMatch(/too big/i);
    });

    it('prices catalogue canvas sizes and the three-panel surcharge', async () => {
      const single = await price({ productId: P.dunesCanvas, quantity: 1, options: { size: { sizeid: 1 } } });
      expect(single.price).toBe(2495);
      const triptych = await price({ productId: P.dunesCanvas, quantity: 1, composition: 2, options: { size: { sizeid: 1 } } });
      expect(triptych.price).toBe(Math.round(2495 * 1.2));
    });

    it('prices coaster packs and rounds a custom pack up', async () => {
      expect((await price({ productId: P.botanicalCoasters, quantity: 1, pack: 4 })).price).toBe(1495);
      expect((await price({ productId: P.botanicalCoasters, quantity: 1, pack: 6 })).price).toBe(1995);
      expect((await price({ productId: P.botanicalCoasters, quantity: 1, options: { customPack: 7.2 } })).price).toBe(8 * 299);
    });

    it('adds the XXL surcharge to a t-shirt', async () => {
      const m = await price({ productId: P.mountainTee, quantity: 1, model: 1, modelSize: 'M' });
      const xxl = await price({ productId: P.mountainTee, quantity: 1, model: 1, modelSize: 'XXL' });
      expect(xxl.price - m.price).toBe(200);
    });

    it('bills a small blind as 1 m2 and adds 20 % for blackout', async () => {
      expect((await price({ productId: P.rollerBlind, quantity: 1, width: 50, height: 50 })).price).toBe(1900 + 4500);
      expect((await price({ productId: P.rollerBlind, quantity: 1, width: 50, height: 50, tissue: 4 })).price).toBe(Math.round((1900 + 4500) * 1.2));
    });

    it('answers in the shopper locale (Danish: DKK without a symbol)', async () => {
      const r = await post(
        'product/calculate-custom-price',
        { productId: P.treeOfLifeSticker, quantity: 1, width: 100, height: 100 },
        { 'accept-language': 'da' },
      );
      expect(r.json().formattedPrice).toBe('343,16');
    });
  });

  it('update-sizes-prices lists every size with the free-shipping views', async () => {
    const r = await post('product/update-sizes-prices', { productId: P.dunesCanvas });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.prices.length).toBeGreaterThan(3);
    expect(body.prices[0]).toMatchObject({ id: 1, price: 2495, formattedPrice: '€24.95' });
    expect(body.freeShippingView.message).toContain('€60');
  });

  it('update-pack-prices lists the packs', async () => {
    const r = await post('product/update-pack-prices', { productId: P.botanicalCoasters });
    expect(r.json().prices.slice(0, 2)).toMatchObject([
      { id: 4, price: 1495 },
      { id: 6, price: 1995 },
    ]);
    expect((await post('product/update-pack-prices', { productId: P.treeOfLifeSticker })).statusCode).toBe(400);
  });

  it('calculate-custom-height follows the width, or explains why not', async () => {
    expect((await post('product/calculate-custom-height', { productId: P.textSticker, width: 100 })).json()).toEqual({ height: 25 });
    const none = (await post('product/calculate-custom-height', { productId: P.dunesCanvas, width: 100 })).json();
    expect(none.height).toBeUndefined();
    expect(none.error).toBeTruthy();
  });

  it('check-max-size says whether a size fits', async () => {
    expect((await post('product/check-max-size', { productId: P.treeOfLifeSticker, width: 100, height: 100 })).json()).toEqual({ sizeOk: true });
    const tooBig = (await post('product/check-max-size', { productId: P.treeOfLifeSticker, width: 400, height: 100 })).json();
    expect(tooBig.sizeOk).toBe(false);
    expect(tooBig.message).toMatch(/width/i);
  });

  it('clothing: a gender loads its models and the first model sizes and colours', async () => {
    const r = (await post('product/load-model-gender-options', { gender: 'women', productId: P.mountainTee })).json();
    expect(r.models.length).toBeGreaterThan(0);
    expect(r.models.every((m: { gender: string }) => m.gender === 'women')).toBe(true);
    expect(r.modelSizes.length).toBeGreaterThan(0);
    const model = (await post('product/load-model-sizes-and-colors', { modelId: r.models[0].id, productId: P.mountainTee })).json();
    expect(model.materialColors.map((c: { id: number }) => c.id)).toEqual(r.models[0].materialColors);
    expect((await post('product/load-model-sizes-and-colors', { modelId: 999, productId: P.mountainTee })).statusCode).toBe(400);
    expect((await post('product/load-model-gender-options', { gender: 'women', productId: P.treeOfLifeSticker })).statusCode).toBe(400);
  });

  it('preview-image, quantity selector and clothing sizes answer for a product', async () => {
    expect((await post('product/preview-image', { productId: P.photoCanvas, effect: 'sepia' })).json().img).toContain('effect=sepia');
    const q = (await post('personalized-services/get-quantity-selector', { productId: P.dunesCanvas, price: 1 })).json();
    expect(q.quantitySelector.options[1]).toMatchObject({ quantity: 2, price: 2 * 2495 });
    const sizes = (await post('personalized-services/render-clothing-sizes', { productId: P.mountainTee, modelId: 1 })).json();
    expect(sizes.view.sizes.find((s: { size: string }) => s.size === 'XXL').surcharge).toBe(200);
  });

  it('catalogue: lists visible products with a from price and opens one', async () => {
    const list = (await shop.app.inject({ method: 'GET', url: '/ajax/catalog/products' })).json();
    expect(list.products.length).toBeGreaterThanOrEqual(14);
    expect(list.products.find((p: { id: number }) => p.id === P.priorityService)).toBeUndefined();
    expect(list.products.every((p: { fromPrice: number }) => p.fromPrice > 0)).toBe(true);
    const canvas = (await shop.app.inject({ method: 'GET', url: '/ajax/catalog/products?category=canvas' })).json();
    expect(canvas.products.every((p: { category: string }) => p.category === 'canvas')).toBe(true);
    const detail = (await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.dunesCanvas}` })).json();
    expect(detail.product.defaultPrice).toMatchObject({ price: 2495, formattedPrice: '€24.95' });
    expect(detail.product.compositions.length).toBe(2);
    // Sizes priced by area still show what each costs: 60 x 55 cm of cut vinyl = 400 + 4200 * 0.33.
    const vinyl = (await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.treeOfLifeSticker}` })).json();
    expect(vinyl.product.sizes[0]).toMatchObject({ sizeid: 1, price: 1786, formattedPrice: '€17.86' });
  });
});
