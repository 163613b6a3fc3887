import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { PAGE_DATA_ID, pageDataKey } from '../../contract/pages';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { SHARED_DESIGN_READ_RATE_LIMIT } from '../routes/sharedDesigns';

// The designer's page (issue 29's open in 1 s) comes with its product, and a shared design's link with that design,
// as the API answers them, so the page asks for neither before it draws; a link's design is read on the visitor's
// behalf, so those reads count in the same rate limit as the API's, and an unknown link hands nothing over.

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-designer-page-'));
beforeAll(() =>
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Atelier</title></head><body><div id="root"></div></body></html>',
  ),
);
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const SLUG = 'personalised-printed-wall-sticker';

describe.each(databasesUnderTest())('the designer page’s data ($name)', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target, { config: { staticDir } });
  });
  afterAll(() => shop?.close());

  const get = (url: string, address = '198.51.100.50') => shop.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': address } });
  /** The page's data block, or undefined when the page has none. */
  async function pageData(url: string, address?: string): Promise<Record<string, unknown> | undefined> {
    const res = await get(url, address);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const block = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(res.body);
    return block ? (JSON.parse(block[1]) as Record<string, unknown>) : undefined;
  }
  async function share(text: string): Promise<string> {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addText', { text, font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#aa2200' }).doc;
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/ajax/personalized-services/share-design',
      payload: { productId: P.personalisedPrintedSticker, design: doc },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return new URL(saved.json().url as string, 'http://shop').searchParams.get('shared')!;
  }

  it('carries its product, as catalogProduct answers it, under the key the designer asks for it', async () => {
    const { product } = (await get(`/ajax/catalog/product/${P.personalisedPrintedSticker}`)).json();
    expect(product.slug).toBe(SLUG);
    expect(await pageData(`/designer/${SLUG}`)).toEqual({ [pageDataKey.designer(SLUG)]: product });
  });

  it('a shared design’s link also carries the design as its link reads it, the saved one the designer copies', async () => {
    const token = await share("Open me at once, <b>$& and $'");
    const read = (await get(`/ajax/personalized-services/shared-design?token=${token}`)).json();
    const data = await pageData(`/designer/${SLUG}?shared=${token}`);
    expect(data?.[pageDataKey.sharedDesign(token)]).toEqual(read);
    expect(Object.keys(data!)).toEqual([pageDataKey.designer(SLUG), pageDataKey.sharedDesign(token)]);
    // a cart item's Change opens that item's design, not the link's
    expect(Object.keys((await pageData(`/designer/${SLUG}?shared=${token}&item=12`))!)).toEqual([pageDataKey.designer(SLUG)]);
  });

  it('a shared design’s page preloads the display copies of its photos, the pictures its canvas draws first', async () => {
    const photo = async (colour: string) => {
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      const res = await shop.app.inject({
        method: 'POST',
        url: '/ajax/upload/upload-image-base64',
        payload: { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, prefix: 'personalized' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().fileInfo.file as string;
    };
    const [back, framed] = [await photo('#336699'), await photo('#993366')];
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addBackground', { src: back, naturalWidth: 1200, naturalHeight: 900 }).doc;
    doc = runCommand(doc, 'addImage', { src: framed, naturalWidth: 1200, naturalHeight: 900 }).doc;
    doc = runCommand(doc, 'addImage', { src: framed, naturalWidth: 1200, naturalHeight: 900 }).doc;
    doc = runCommand(doc, 'addImage', { src: '/media/designs/1001.svg', naturalWidth: 512, naturalHeight: 512 }).doc;
    const saved = await shop.app.inject({
      method: 'POST',
      url: '/ajax/personalized-services/share-design',
      payload: { productId: P.personalisedPrintedSticker, design: doc },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const link = new URL(saved.json().url as string, 'http://shop');
    const page = (await get(link.pathname + link.search)).body;
    const head = page.slice(0, page.indexOf('</head>'));
    const preloaded = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)">/g)].map((m) => m[1]);
    // each photo once, as the canvas asks for it: its display copy, which the shop serves
    expect(preloaded).toEqual([back, framed].map((src) => src.replace('/media/uploads/', '/media/uploads/display/')));
    for (const url of preloaded) expect((await get(url)).headers['content-type'], url).toMatch(/^image\//);
    // the library picture as the canvas fetches it, to size it
    expect(head).toContain('<link rel="preload" as="fetch" href="/media/designs/1001.svg" crossorigin="anonymous">');
    // a design without photos, and the plain designer page, preload nothing
    expect(await get(`/designer/${SLUG}?shared=${await share('No photo')}`).then((r) => r.body)).not.toContain('rel="preload"');
    expect((await get(`/designer/${SLUG}`)).body).not.toContain('rel="preload"');
  });

  it('an unknown or malformed link hands nothing over; other pages and unknown products have no data', async () => {
    for (const token of ['A'.repeat(22), 'not-a-token', '../../etc']) {
      expect(Object.keys((await pageData(`/designer/${SLUG}?shared=${encodeURIComponent(token)}`))!), token).toEqual([pageDataKey.designer(SLUG)]);
    }
    expect(await pageData('/checkout')).toBeUndefined();
    expect((await get('/designer/no-such-product')).statusCode).toBe(404);
  });

  it('reads through the page count in the link reads’ rate limit: past it the page hands nothing, the API refuses', async () => {
    const token = await share('Counted');
    const address = '198.51.100.60';
    for (let n = 1; n < SHARED_DESIGN_READ_RATE_LIMIT.max; n++)
      expect((await get(`/ajax/personalized-services/shared-design?token=${token}`, address)).statusCode).toBe(200);
    const last = await pageData(`/designer/${SLUG}?shared=${token}`, address);
    expect(last?.[pageDataKey.sharedDesign(token)], 'the 120th read, by the page').toBeDefined();
    const over = await pageData(`/designer/${SLUG}?shared=${token}`, address);
    expect(Object.keys(over!), 'the 121st, by the page').toEqual([pageDataKey.designer(SLUG)]);
    expect((await get(`/ajax/personalized-services/shared-design?token=${token}`, address)).statusCode).toBe(429);
    // another visitor still opens it
    expect((await pageData(`/designer/${SLUG}?shared=${token}`, '198.51.100.61'))?.[pageDataKey.sharedDesign(token)]).toBeDefined();
  });
});
