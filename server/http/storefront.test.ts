import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { catalogue } from '../../fixtures/catalog';
import sharp from 'sharp';
import { PICTURE_SIZES } from '../../contract/pictures';

// A built storefront as Vite leaves it: index.html and content-hashed assets, precompressed as the build does.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-static-'));
const script = `console.log(${JSON.stringify('the shop '.repeat(400))});`;
const html = `<!doctype html><html><head><title>Atelier</title><script type="module" src="/assets/index-AbC123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), html);
  fs.writeFileSync(path.join(staticDir, 'assets/index-AbC123.js'), script);
  fs.mkdirSync(path.join(staticDir, '.vite'));
  fs.writeFileSync(path.join(staticDir, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-AbC123.js","isEntry":true}}');
  await precompressFolder(staticDir);
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (enc === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

const visible = catalogue.products.filter((p) => !p.hidden);

describe.each(databasesUnderTest())('serving the shop ($name)', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target, { config: { staticDir, publicUrl: 'https://shop.example' } });
  });
  afterAll(() => shop.close());
  const get = (url: string, encoding?: string) => shop.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends hashed assets precompressed (brotli, else gzip, else as they are) and cached for a year', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toBe(script);
      if (encoding) expect(res.rawPayload.byteLength).toBeLessThan(script.length / 5);
    }
    expect((await get('/assets/index-AbC123.js.br')).statusCode).toBe(404);
  });

  it('answers the home page to a client that accepts no compression (a crawler, curl): it was a 403', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/', encoding);
      expect(res.statusCode, String(encoding)).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(decoded(res)).toContain('<link rel="canonical" href="https://shop.example/">');
    }
  });

  it('answers pages with the app, compressed and never kept by a shared cache', async () => {
    for (const url of ['/', `/product/${visible[0].slug}`, '/checkout', '/wishlist', '/order/some-token']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // the home page and a product carry their head tags for search engines; the others are the app as built
      const body = decoded(res);
      if (url === '/' || url.startsWith('/product/')) expect(body).toContain('<link rel="canonical"');
      else expect(body).toBe(html);
      expect(body).toContain(`${'<div></div>'.repeat(200)}</body>`);
    }
  });

  it('tells search engines and link previews what a product is, in the first HTML: no JavaScript needed', async () => {
    const product = visible.find((p) => p.slug === 'tree-of-life-wall-sticker')!;
    const body = decoded(await get(`/product/${product.slug}`, 'gzip'));
    expect(body).toContain(`<title>${product.name} | Atelier</title>`);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain(`<link rel="canonical" href="https://shop.example/product/${product.slug}">`);
    // A link preview gets a raster picture (its SVG master would be refused), and the browser preloads the rendering
    // the page's picture will pick, from the same srcset and sizes.
    const picture = `/media/catalog/w800/${product.id}.webp`;
    expect(body).toContain(`<meta property="og:image" content="https://shop.example${picture}">`);
    const srcset = [200, 400, 800].map((w) => `/media/catalog/w${w}/${product.id}.webp ${w}w`).join(', ');
    expect(body).toContain(
      `<link rel="preload" as="image" href="${picture}" imagesrcset="${srcset}" imagesizes="${PICTURE_SIZES.product}" fetchpriority="high">`,
    );
    const preview = await get(picture);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: product.reference,
      offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(Number(data.offers.price)).toBeGreaterThan(0);
    const home = decoded(await get('/', 'gzip'));
    expect(home).toContain('<meta property="og:type" content="website">');
    expect(home).toContain('<link rel="canonical" href="https://shop.example/">');
  });

  it('answers unknown paths 404 with the app (its not-found page), and unknown API or media paths with JSON', async () => {
    for (const url of ['/no-such-page', '/product/no-such-product', '/designer/no-such-product', '/product/a/b', '/index', '/.vite/manifest.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toBe(html);
    }
    for (const url of ['/ajax/no-such-call', '/media/uploads/nothing.png', '/assets/gone-123.js', '/fonts/none.woff']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.json()).toMatchObject({ done: false, errorCode: 'not-found' });
    }
  });

  it('compresses large JSON answers and keeps API answers out of every cache', async () => {
    const list = await get('/ajax/catalog/products', 'br');
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decoded(list)).products.length).toBeGreaterThan(0);
    const plain = await get('/ajax/catalog/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(list.rawPayload.byteLength * 3);
  });

  it('serves robots.txt and a sitemap of every listed product at the public address', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots.body).toMatch(/^Disallow: \/ajax\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/checkout$/m);
    // a robot reads a Disallow line as a prefix of the path (RFC 9309): the back office's pages and calls are all kept out
    const disallowed = [...robots.body.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    const kept = (p: string) => disallowed.some((d) => p.startsWith(d));
    for (const p of ['/admin', '/admin/orders/AT-20261124-000001', '/admin/print-queue', '/ajax/admin/orders', '/ajax/admin/sign-in'])
      expect(kept(p), p).toBe(true);
    for (const p of ['/', `/product/${visible[0].slug}`]) expect(kept(p), p).toBe(false);

    const sitemap = await get('/sitemap.xml', 'gzip');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...decoded(sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://shop.example/');
    expect(locs.filter((l) => l.includes('/product/')).sort()).toEqual(visible.map((p) => `https://shop.example/product/${encodeURIComponent(p.slug)}`).sort());
  });
});
