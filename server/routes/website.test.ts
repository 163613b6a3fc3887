import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { catalogue } from '../../fixtures/catalog';
import { blind, vinyl, visitor } from './shopping.testing';

describe.each(databasesUnderTest())('sliders, last viewed and wishlist on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());
  const post = (url: string, payload: object, cookie?: string) =>
    shop.app.inject({ method: 'POST', url: `/ajax/${url}`, payload, headers: cookie ? { cookie } : {} });

  it('serves every call of the contract (every call of SPEC.md section 7 and the catalogue additions)', () => {
    for (const [name, call] of Object.entries(calls)) {
      expect(shop.app.hasRoute({ method: call.method, url: call.path }), name).toBe(true);
    }
  });

  it('related and best-sellers come from what carts hold: a product bought with another is related to it, units rank best-sellers', async () => {
    const tree = catalogue.products.find((p) => p.id === P.treeOfLifeSticker)!;
    const related = async () => {
      const r = await post('related-products/load', { type: 'related', pathname: `/product/${tree.slug}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().relatedProducts;
    };
    const before = (await related()).map((p: { id: number }) => p.id);
    // Without any cart, relatedness is the category (other cut-vinyl stickers first), then kin categories (other
    // stickers, vinyl rugs); never the blind, which shares nothing with it.
    expect(before).not.toContain(P.rollerBlind);
    expect(before).not.toContain(tree.id);
    const categories = (await related()).map((p: { category: string }) => p.category);
    expect(categories[0]).toBe(tree.category);
    expect(categories.lastIndexOf(tree.category)).toBeLessThan(categories.findIndex((c: string) => c !== tree.category));
    expect(categories).toContain('printed-sticker');

    const shopper = visitor(shop);
    await shopper.add(vinyl);
    await shopper.add(blind);
    const after = (await related()).map((p: { id: number }) => p.id);
    expect(after[0]).toBe(P.rollerBlind);
    expect(after).not.toContain(tree.id);

    const best = (await post('related-products/load', { type: 'best-sellers' })).json().relatedProducts.map((p: { id: number }) => p.id);
    expect(best.slice(0, 2)).toEqual([P.treeOfLifeSticker, P.rollerBlind]);
    const withoutTree = (await post('related-products/load', { type: 'best-sellers', excluded: [P.treeOfLifeSticker] })).json();
    expect(withoutTree.relatedProducts[0].id).toBe(P.rollerBlind);
  });

  it('similar: same category', async () => {
    const similar = (await post('related-products/load', { type: 'similar', categoryName: 'canvas' })).json();
    expect(similar.relatedProducts.length).toBeGreaterThan(0);
    expect(similar.relatedProducts.every((p: { category: string; designerType?: number }) => p.category === 'canvas')).toBe(true);
  });

  it('last viewed: newest first, duplicates and unknown ids dropped', async () => {
    const r = (
      await post('website/product-list/get-last-viewed-products-recommender', { lastViewedProducts: [P.dunesCanvas, P.mountainTee, 999999, P.dunesCanvas] })
    ).json();
    expect(r.recommender.products.map((p: { id: number }) => p.id)).toEqual([P.dunesCanvas, P.mountainTee]);
    expect(r.recommender.title).toBe('Recently viewed');
    expect((await post('website/product-list/get-last-viewed-products-recommender', { lastViewedProducts: Array(21).fill(P.dunesCanvas) })).statusCode).toBe(
      400,
    );
  });

  it('wishlist: a heart toggles per visitor, and another visitor sees none of it', async () => {
    expect((await post('users/get-wishlist-product-ids', {})).json()).toEqual({ ids: [] });
    const added = await post('users/toggle-wishlist', { productId: P.dunesCanvas });
    expect(added.json()).toMatchObject({ done: true, action: 'add' });
    const cookie = added.cookies.find((c) => c.name === 'atelier_wishlist')!;
    expect(cookie.httpOnly).toBe(true);
    const mine = `atelier_wishlist=${cookie.value}`;
    await post('users/toggle-wishlist', { stickerId: catalogue.designs[0].id }, mine);
    expect((await post('users/get-wishlist-product-ids', {}, mine)).json()).toEqual({ ids: [P.dunesCanvas] });
    expect((await post('users/get-wishlist-ids', {}, mine)).json()).toEqual({ ids: [catalogue.designs[0].id] });
    expect((await post('users/toggle-wishlist', { productId: P.dunesCanvas }, mine)).json().action).toBe('remove');
    expect((await post('users/get-wishlist-product-ids', {}, mine)).json()).toEqual({ ids: [] });
    expect((await post('users/get-wishlist-ids', {}, 'atelier_wishlist=somebody-else')).json()).toEqual({ ids: [] });
  });

  it('wishlist refuses unknown items and ambiguous payloads', async () => {
    expect((await post('users/toggle-wishlist', { productId: 999999 })).statusCode).toBe(404);
    expect((await post('users/toggle-wishlist', { stickerId: 999999 })).statusCode).toBe(404);
    expect((await post('users/toggle-wishlist', { productId: P.priorityService })).statusCode).toBe(400);
    expect((await post('users/toggle-wishlist', { productId: P.dunesCanvas, stickerId: 1 })).statusCode).toBe(400);
    expect((await post('users/toggle-wishlist', {})).statusCode).toBe(400);
  });
});
