import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { P } from '../../fixtures/catalog/products/ids';
import { catalogue } from '../../fixtures/catalog';
import { multipart } from './badInput.testing';
import { samePixels } from './upload.testing';

const png = fs.readFileSync('fixtures/designs/assets/landscape.png');

describe.each(databasesUnderTest())('uploads, design search, text and reviews on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());
  const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url: `/ajax/${url}`, payload });

  it('stores an uploaded image by its content hash and serves it back with a fixed type', async () => {
    const r = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      ...multipart([{ name: '../../etc/My photo.png', type: 'image/png', bytes: png }], { prefix: 'personalized' }),
    });
    expect(r.statusCode).toBe(200);
    const { fileInfo } = r.json();
    expect(fileInfo.file).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    expect(fileInfo.originalName).toBe('My photo.png');
    const served = await shop.app.inject({ method: 'GET', url: fileInfo.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await samePixels(served.rawPayload, png)).toBe(true);
  });

  it('judges a file by its bytes, not its name or declared type', async () => {
    const fake = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      ...multipart([{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('<html><script>alert(1)</script></html>') }]),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errorMessage).toMatch(/not a picture we can print/);
    const renamed = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      ...multipart([{ name: 'notes.txt', type: 'text/plain', bytes: png }]),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().fileInfo.file).toMatch(/\.png$/);
  });

  it('refuses an image over 15 MB with the translated max-size message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(15 * 1024 * 1024)]);
    const r = await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image', ...multipart([{ name: 'big.png', type: 'image/png', bytes: big }]) });
    expect(r.statusCode).toBe(413);
    expect(r.json().errorMessage).toBe('The image is too big. The maximum size is 15 MB.');
    const es = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      ...withLang(multipart([{ name: 'big.png', type: 'image/png', bytes: big }]), 'es'),
    });
    expect(es.statusCode).toBe(413);
    expect(es.json().errorMessage).toContain('15 MB');
    expect(es.json().errorMessage).not.toMatch(/The image/);
  });

  it('answers a broken multipart body (wrong boundary, cut short) with 400', async () => {
    const body = multipart([{ name: 'a.png', type: 'image/png', bytes: png }]);
    const wrong = await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image', payload: body.payload, headers: multipart([]).headers });
    expect(wrong.statusCode).toBe(400);
    const cut = await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image', payload: body.payload.subarray(0, 400), headers: body.headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errorMessage).toMatch(/could not be uploaded/);
  });

  it('refuses an upload without a file, and SVG that could run script', async () => {
    expect((await shop.app.inject({ method: 'POST', url: '/ajax/upload/upload-image', ...multipart([], { prefix: 'x' }) })).statusCode).toBe(400);
    const evil = await post('upload/upload-image-svg', {
      imgSVG: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      imgBase64: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(evil.statusCode).toBe(415);
    const good = await post('upload/upload-image-svg', {
      imgSVG: '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect width="2" height="2"/></svg>',
      imgBase64: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(good.statusCode).toBe(200);
    const svg = await shop.app.inject({ method: 'GET', url: good.json().fileSVG });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect((await shop.app.inject({ method: 'GET', url: '/media/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('searches the design library page by page, with an empty message when nothing matches', async () => {
    const word = catalogue.designs[0].tags[0];
    const first = (await post('personalized_services/search_designs', { search: word, page: 1 })).json();
    expect(first.elasticsearchDown).toBe(false);
    expect(first.html.designs.length).toBeGreaterThan(0);
    expect(first.html.designs[0].url).toMatch(/^\/media\/designs\/\d+\.svg$/);
    const none = (await post('personalized_services/search_designs', { search: 'qqqzzzxxx', page: 1 })).json();
    expect(none.html.designs).toEqual([]);
    expect(none.emptySearchMessage).toContain('qqqzzzxxx');
    expect((await post('personalized_services/search_designs', { search: 'ab' })).statusCode).toBe(400);
  });

  it('renders text as outlined SVG in a real font, right-to-left too', async () => {
    const r = await post('personalized-services/render-text', { text: 'Happy office', font: 'Lobster', color: '#cc0000' });
    expect(r.statusCode).toBe(200);
    expect(r.json().svg).toMatch(/^<svg[^>]+viewBox/);
    expect(r.json().svg).toContain('fill="#cc0000"');
    const he = await post('personalized-services/render-text', { text: 'שלום', font: 'Noto Sans Hebrew', color: '#000', rightToLeft: true });
    expect(he.json().svg).toContain('<path');
    expect((await post('personalized-services/render-text', { text: 'x', font: 'Comic Sans', color: '#000' })).statusCode).toBe(400);
    expect((await post('personalized-services/render-text', { text: 'x', font: 'Lobster', fontFile: '../../package.json', color: '#000' })).statusCode).toBe(
      400,
    );
    const font = await shop.app.inject({ method: 'GET', url: '/fonts/lobster-latin-400-normal.woff' });
    expect(font.statusCode).toBe(200);
    expect((await shop.app.inject({ method: 'GET', url: '/fonts/passwd' })).statusCode).toBe(404);
  });

  it('pages reviews: five a page, lastPage for the load-more control', async () => {
    const count = catalogue.reviews.filter((r) => r.productId === P.treeOfLifeSticker).length;
    const first = (await shop.app.inject({ method: 'GET', url: `/ajax/website/get-product-reviews-canvas/${P.treeOfLifeSticker}?version=web` })).json();
    expect(first.list).toHaveLength(5);
    expect(first.lastPage).toBe(Math.ceil(count / 5));
    const last = (
      await shop.app.inject({ method: 'GET', url: `/ajax/website/get-product-reviews-canvas/${P.treeOfLifeSticker}/${first.lastPage}?version=web` })
    ).json();
    expect(last.list.length).toBe(count - 5 * (first.lastPage - 1));
    expect((await shop.app.inject({ method: 'GET', url: '/ajax/website/get-product-reviews-canvas/999999' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/ajax/website/get-product-reviews-canvas/${P.treeOfLifeSticker}/0` })).statusCode).toBe(400);
  });
});

function withLang(m: ReturnType<typeof multipart>, lang: string) {
  return { payload: m.payload, headers: { ...m.headers, 'accept-language': lang } };
}
