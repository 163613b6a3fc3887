import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalog';
import { pictureAttributes } from '../../contract/pictures';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';

// The catalogue's pictures as a browser fetches them: each product's picture at the widths of its srcset, as WebP;
// the SVG master still where it was (print files and designs use it); anything else a readable 404.

describe('catalogue pictures', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(databasesUnderTest()[0]);
  });
  afterAll(() => shop?.close());
  const get = (url: string, lang = 'en') => shop.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  it('serves every rendering a product’s srcset names, as WebP of that width', async () => {
    const product = catalogue.products.find((p) => p.slug === 'tree-of-life-wall-sticker')!;
    const { srcSet } = pictureAttributes(product.image, 'card');
    for (const candidate of srcSet!.split(', ')) {
      const [url, w] = candidate.split(' ');
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' });
      expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
      expect(await sharp(r.rawPayload).metadata()).toMatchObject({ format: 'webp', width: parseInt(w, 10) });
    }
    const master = await get(product.image);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a readable 404 for any width, id or file it does not render', async () => {
    for (const url of [
      '/media/catalog/w300/1001.webp',
      '/media/catalog/w400/999999.webp',
      '/media/catalog/w400/1001.png',
      '/media/catalog/w400/1001.svg',
      '/media/catalog/w400/..%2F1001.svg',
      '/media/catalog/w400/01001.webp',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().error, url).toBe('This picture does not exist.');
    }
    expect((await get('/media/catalog/w400/999999.webp', 'es')).json().error).toBe('Esta imagen no existe.');
  });
});
