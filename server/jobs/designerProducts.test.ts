import crypto from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { databasesUnderTest } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { filesMade, ORDER_CONTACT, PRINT_FILES_TOKEN, printShopUnderTest } from './printShop.testing';
import { PT_TO_MM } from '../print/pdfInspect.testing';

// Issue 24: every designer product of the demo catalogue can be priced, added, ordered, and gets a proof and a print
// file at the size the shopper chose. The payloads are the designer's (storefront/designer/designCart.ts): a rug by
// its format, a coaster pack of one's own as customPack, a t-shirt by its model and clothing size.
describe.each(databasesUnderTest())('designer products ordered on $name', (target) => {
  const running = printShopUnderTest(target);

  /** A design with the shopper's photo (800 x 600) as its background: every product here asks for one. */
  const PHOTO = '{photo}';
  const design = (doc: DesignDocument) => runCommand(doc, 'addBackground', { src: PHOTO, naturalWidth: 800, naturalHeight: 600 }).doc;
  const shopGet = (url: string) => running.shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${PRINT_FILES_TOKEN}` } });

  /** Adds the payload as the designer does, orders it, waits for its print files; answers the line, its cart line and its PDF's pages. */
  async function orderOne(payload: ReturnType<typeof buildCartPayload>, doc: DesignDocument, price: object) {
    const v = visitor(running.shop);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7a3a' } })
      .png()
      .toBuffer();
    const photo = (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/png;base64,${png.toString('base64')}`, prefix: 'personalized' }))
      .fileInfo.file;
    // the photo's route is known once uploaded: put it where the design and the payload name it
    const withPhoto = JSON.parse(JSON.stringify({ ...payload, design: doc }).replaceAll(PHOTO, photo));
    const live = await v.ok('/ajax/product/calculate-custom-price', price);
    await v.add({ ...withPhoto, options: { ...withPhoto.options, personalizedImage: photo } });
    const cartLine = (await v.cart()).cart.items[0];
    const placed = (await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact: ORDER_CONTACT })) as {
      orderUrl: string;
      orderNumber: string;
    };
    // a line's proof is drawn before its files: once they are made, the order page shows the proof's outcome
    await filesMade(running, placed.orderNumber);
    const order = (await running.shop.app.inject({ method: 'GET', url: `/ajax${placed.orderUrl}` })).json().order;
    const line = order.lines[0];
    const pdf = await shopGet(`/ajax/print-files/${placed.orderNumber}/${line.id}.pdf`);
    const trims = [...pdf.rawPayload.toString('latin1').matchAll(/\/TrimBox \[([^\]]+)\]/g)].map((m) => {
      const [x0, y0, x1, y1] = m[1].trim().split(/\s+/).map(Number);
      return [Math.round((x1 - x0) * PT_TO_MM), Math.round((y1 - y0) * PT_TO_MM)];
    });
    return { live, cartLine, line, trims };
  }

  it('a t-shirt gets its proof and a print file the size of its print area (30 x 40 cm)', async () => {
    let doc = design(createDocument({ productId: P.personalisedTee, typeCode: 9 }));
    doc = runCommand(doc, 'setModel', { model: '1', modelSize: 'M' }).doc;
    doc = runCommand(doc, 'setMaterial', { material: '1' }).doc;
    const payload = buildCartPayload(doc);
    const { line, trims } = await orderOne(payload, doc, { productId: P.personalisedTee, quantity: 1, model: 1, modelSize: 'M', materialColor: 1 });
    expect(line.proof).toMatchObject({ status: 'ready' });
    expect(trims).toEqual([[300, 400]]);
  }, 60_000);

  it('a vinyl rug is priced, added and printed by its format', async () => {
    let doc = design(createDocument({ productId: P.photoRug, typeCode: 8 }));
    doc = runCommand(doc, 'setSize', { width: 90, height: 130 }).doc;
    const base = buildCartPayload(doc);
    const { width: _w, height: _h, ...options } = base.options;
    const payload = { ...base, options: { ...options, format: 'rect-90x130' } };
    const { live, cartLine, line, trims } = await orderOne(payload, doc, { productId: P.photoRug, quantity: 1, options: { format: 'rect-90x130' } });
    expect(live.price).toBe(5495);
    expect(cartLine.unitPrice).toBe(5495);
    expect(cartLine.description).toContain('Rectangle 90 x 130 cm');
    expect(line.proof).toMatchObject({ status: 'ready' });
    expect(trims).toEqual([[900, 1300]]);
  }, 60_000);

  it('coasters in a pack of 7 are priced per piece and the cart keeps 7', async () => {
    let doc = design(
      createDocument({ productId: P.photoCoasters, typeCode: 10, limits: { minWidth: 1, minHeight: 1, maxWidth: 300, maxHeight: 300, minPack: 4 } }),
    );
    doc = runCommand(doc, 'setSize', { width: 10, height: 10 }).doc;
    doc = runCommand(doc, 'setFeatures', { device: '1001' }).doc;
    doc = runCommand(doc, 'setPack', { pack: 7 }).doc;
    const base = buildCartPayload(doc);
    const { pack: _p, ...options } = base.options;
    const payload = { ...base, options: { ...options, customPack: 7 } };
    const { live, cartLine, trims } = await orderOne(payload, doc, { productId: P.photoCoasters, quantity: 1, device: 1001, options: { customPack: 7 } });
    expect(live.price).toBe(7 * 349);
    expect(cartLine.unitPrice).toBe(7 * 349);
    expect(cartLine.description).toContain('Pack: 7');
    expect(trims).toEqual([[100, 100]]);
  }, 60_000);

  it('the multi-panel canvas: the size list, the price and the cart agree, and the PDF has a page per panel', async () => {
    const product = (await running.shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${P.compositionCanvas}` })).json().product;
    const listed = product.sizes.find((s: { name: string }) => s.name === '3 x 30 x 60 cm');
    expect(listed.price).toBe(8994);
    let doc = design(createDocument({ productId: P.compositionCanvas, typeCode: 11 }));
    doc = runCommand(doc, 'setSize', { width: 90, height: 60 }).doc;
    doc = runCommand(doc, 'setFeatures', { composition: '2' }).doc;
    const { live, cartLine, trims } = await orderOne(buildCartPayload(doc), doc, {
      productId: P.compositionCanvas,
      quantity: 1,
      width: 90,
      height: 60,
      composition: 2,
    });
    expect(live.price).toBe(8994);
    expect(cartLine.unitPrice).toBe(8994);
    // each panel's face 30 x 60 cm and the 4 cm of picture that wraps its frame (issue 27)
    expect(trims).toEqual([
      [380, 680],
      [380, 680],
      [380, 680],
    ]);
  }, 60_000);

  it('a sticker typed 40 wide and rounded on the page to 40 x 30 is ordered and printed at 40 x 30', async () => {
    let doc = design(createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 }));
    doc = runCommand(doc, 'setSize', { width: 40, height: 30 }).doc;
    const { live, cartLine, trims } = await orderOne(buildCartPayload(doc), doc, {
      productId: P.personalisedPrintedSticker,
      quantity: 1,
      width: 40,
      height: 30,
    });
    expect(live.warning).toBeUndefined();
    expect(cartLine.description).toContain('40 x 30 cm');
    expect(trims).toEqual([[400, 300]]);
  }, 60_000);
});
