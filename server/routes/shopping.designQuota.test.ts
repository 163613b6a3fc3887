import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, restoreDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { FONTS } from '../../workers/fonts/catalogue';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { cartIdOf, fillLines, refused, visitor } from './shopping.testing';
import { MAX_CART_LINES } from '../../rules/cart';
import { noisePng } from './upload.testing';

// Issue 25, item 5: design documents kept with cart lines took no quota (240 adds of a 381 KB design from 2 addresses
// grew PostgreSQL by 91 MB in 69 s). A design now counts, as its stored bytes, against the same per-visitor daily
// quota and the same total as uploads: past them, add-to-cart and modify-cart-item answer a translated 4xx and
// store nothing.

/** A design of ten texts of 150 characters: a few KB, as a real one is. */
function design(): DesignDocument {
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
  for (let i = 0; i < 10; i++) {
    const text = `Line ${i} `.padEnd(150, 'abcdefghij ');
    doc = runCommand(doc, 'addText', { text, font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#aa2200' }).doc;
  }
  return doc;
}

/** The bytes a design takes in the cart: the document as the server restores and stores it. */
const storedBytes = (doc: DesignDocument) => Buffer.byteLength(JSON.stringify(restoreDocument(doc, { fonts: FONTS })));

const tinyPng = async () =>
  (
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#884422' } })
      .png()
      .toBuffer()
  ).toString('base64');

/** The design's exported picture, stored as the designer stores it, by another address (its bytes are not the test's). */
async function picture(shop: TestShop): Promise<string> {
  const r = await shop.app.inject({
    method: 'POST',
    url: '/ajax/upload/upload-image-base64',
    payload: { imgBase64: `data:image/png;base64,${await tinyPng()}`, originalName: 'design.png' },
    headers: { 'x-forwarded-for': '10.25.5.250' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().fileInfo.file as string;
}

const doc = design();
const bytes = storedBytes(doc);

describe.each(databasesUnderTest())('design storage counted in the visitor quota on $name', (target) => {
  let shop: TestShop;
  let image: string;
  beforeAll(async () => {
    // Room for three and a half designs a visitor a day; no total.
    shop = await createTestShop(target, { config: { uploadQuota: { visitorBytesPerDay: Math.floor(3.5 * bytes), totalBytes: 0 } } });
    image = await picture(shop);
  });
  afterAll(() => shop?.close());
  const payload = () => ({ ...buildCartPayload(doc, { personalizedImage: image }), design: doc });

  it('stores three designs a visitor a day, refuses the fourth in the shopper’s language and stores nothing of it', async () => {
    expect(bytes).toBeGreaterThan(2000);
    const v = visitor(shop, { 'x-forwarded-for': '10.25.5.1' });
    for (let i = 0; i < 3; i++) await v.add(payload());
    const fourth = refused(await v.call('/ajax/shopping/add-to-cart', payload()), 429);
    expect(fourth).toMatchObject({ errorCode: 'design-quota', errorMessage: expect.stringMatching(/^You have reached today's limit for designs and uploads/) });
    const es = refused(await v.call('/ajax/shopping/add-to-cart', payload(), { 'accept-language': 'es' }), 429);
    expect(es.errorMessage).toMatch(/^Has alcanzado el límite de hoy para diseños y archivos/);
    expect((await v.cart()).cart.items).toHaveLength(3);
    // modify-cart-item stores a design too: refused the same way, the line left as it was.
    const line = (await v.cart()).cart.items[0];
    const modified = refused(await v.call('/ajax/shopping/modify-cart-item', { ...payload(), id: line.id }, { 'accept-language': 'da' }), 429);
    expect(modified.errorMessage).toMatch(/^Du har nået dagens grænse for designs og uploads/);
    // The same quota as uploads: the visitor's photo is refused now too.
    const photo = await shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image-base64',
      payload: { imgBase64: `data:image/png;base64,${noisePng(40).toString('base64')}`, originalName: 'photo.png' },
      headers: { 'x-forwarded-for': '10.25.5.1' },
    });
    expect(refused(photo, 429).errorCode).toBe('upload-quota');
    // Another visitor has a quota of their own; a removed line gives nothing back the same day (it was stored).
    await visitor(shop, { 'x-forwarded-for': '10.25.5.2' }).add(payload());
    await v.ok('/ajax/shopping/remove-item-cart', { id: line.id });
    refused(await v.call('/ajax/shopping/add-to-cart', payload()), 429);
  });

  it('an add refused for another reason gives its design’s bytes back', async () => {
    const v = visitor(shop, { 'x-forwarded-for': '10.25.5.3' });
    await v.add(payload());
    const id = await cartIdOf(shop, v);
    await fillLines(shop, id, MAX_CART_LINES - 1);
    // Five adds refused as the cart is full, after their designs were counted: were the bytes kept, the third
    // would meet the quota instead.
    for (let i = 0; i < 5; i++) expect(refused(await v.call('/ajax/shopping/add-to-cart', payload()), 400).errorCode).toBe('cart-full');
    await shop.db.kysely.deleteFrom('cart_items').where('cart_id', '=', id).where('title', '=', 'Filler').execute();
    await v.add(payload());
    await v.add(payload());
    expect((await v.cart()).cart.items).toHaveLength(3);
  });
});

describe.each(databasesUnderTest())('design storage counted in the total quota on $name', (target) => {
  let shop: TestShop;
  let image: string;
  beforeAll(async () => {
    // Room for two designs and the picture in all, whoever sends them.
    shop = await createTestShop(target, { config: { uploadQuota: { visitorBytesPerDay: 0, totalBytes: Math.floor(2.5 * bytes) + 1024 } } });
    image = await picture(shop);
  });
  afterAll(() => shop?.close());
  const payload = () => ({ ...buildCartPayload(doc, { personalizedImage: image }), design: doc });

  it('refuses every visitor once the total is reached', async () => {
    await visitor(shop, { 'x-forwarded-for': '10.25.5.11' }).add(payload());
    await visitor(shop, { 'x-forwarded-for': '10.25.5.12' }).add(payload());
    const third = visitor(shop, { 'x-forwarded-for': '10.25.5.13' });
    const r = refused(await third.call('/ajax/shopping/add-to-cart', payload()), 413);
    expect(r).toMatchObject({ errorCode: 'design-quota', errorMessage: expect.stringMatching(/^We cannot save more designs right now/) });
    expect((await third.cart()).cart.items).toHaveLength(0);
  });
});
