import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { visitor } from './shopping.testing';

// Add-to-cart recomputes the print preflight from the document it keeps, at the size the line is priced at, and
// answers it with the item; the item is added all the same.
describe.each(databasesUnderTest())('cart: the server preflights a design on $name', (target) => {
  let shop: TestShop;
  let photo: string;
  beforeAll(async () => {
    shop = await createTestShop(target);
    // a real upload (add-to-cart refuses a picture the print path cannot find); the document claims its natural size
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    photo = (await visitor(shop).ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}` })).fileInfo.file;
  });
  afterAll(() => shop?.close());

  const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
  // The sticker's canvas is 600 x 400 px; at 60 x 40 cm that is 1 px per mm.
  function design(naturalWidth: number): DesignDocument {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addBackground', { src: photo, naturalWidth, naturalHeight: (naturalWidth * 2) / 3 }).doc;
    doc = runCommand(doc, 'addText', { text: 'tiny', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#aa2200' }).doc;
    doc = runCommand(doc, 'editText', { id: doc.order[0], fontSize: 1.5 }).doc; // 1.5 mm: below the sticker's 2 mm
    return runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
  }
  const add = (doc: DesignDocument) => visitor(shop).add({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });

  it('answers the warnings with the item and adds it all the same', async () => {
    // 1,000 px over 60 cm (23.6 in): 42 DPI, strongly flagged and named.
    const { cartItems } = await add(design(1000));
    expect(cartItems).toHaveLength(1);
    expect(cartItems[0].preflight).toEqual([
      { code: 'image-very-low-resolution', severity: 'strong', objectId: 'background', name: photo.split('/').pop(), dpi: 42 },
      { code: 'text-too-small', severity: 'warning', objectId: 't1', name: 'tiny', heightMm: 1.5 },
    ]);
  });

  it('says less for a photo sharp enough at the ordered size', async () => {
    // 3,000 px over 23.6 in: 127 DPI, a warning; 4,000 px: 169 DPI, nothing.
    expect((await add(design(3000))).cartItems[0].preflight[0]).toMatchObject({ code: 'image-low-resolution', severity: 'warning', dpi: 127 });
    expect((await add(design(4000))).cartItems[0].preflight.map((w: { code: string }) => w.code)).toEqual(['text-too-small']);
  });

  it('judges the size the cart prices, not the one the page claims', async () => {
    const doc = design(4000);
    // The page says 60 x 40 cm in its document but the payload orders 120 x 80 cm: the print is judged at 120 cm.
    const payload = buildCartPayload(doc, { personalizedImage: png });
    const bigger = { ...payload, options: { ...payload.options, width: 120, height: 80 } };
    const { cartItems } = await visitor(shop).add({ ...bigger, design: doc });
    expect(cartItems[0].preflight[0]).toMatchObject({ code: 'image-low-resolution', dpi: 84 });
  });
});
