import crypto from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { databasesUnderTest } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { filesMade, ORDER_CONTACT, PRINT_FILES_TOKEN, printShopUnderTest } from './printShop.testing';
import { readPdfBoxes, readPdfImages, PT_TO_MM } from '../print/pdfInspect.testing';

// From an order to its print files, through the real job engine (pg-boss on PostgreSQL, the embedded queue on
// SQLite): the proof the order link shows, and the shop's PDF at the ordered size with the photo at full resolution.
describe.each(databasesUnderTest())('print files on $name', (target) => {
  const running = printShopUnderTest(target);

  /** A 1500 x 1000 JPEG photo uploaded as a shopper would, a text and sepia, on a 60 x 40 cm sticker (2 mm bleed). */
  async function order() {
    const v = visitor(running.shop);
    const jpeg = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#4a7a3a' } })
      .composite([
        {
          input: await sharp({ create: { width: 500, height: 300, channels: 3, background: '#d04020' } })
            .png()
            .toBuffer(),
          left: 200,
          top: 100,
        },
      ])
      .jpeg()
      .toBuffer();
    const photo = (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, prefix: 'personalized' }))
      .fileInfo.file;
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addBackground', { src: photo, naturalWidth: 1500, naturalHeight: 1000 }).doc;
    doc = runCommand(doc, 'addText', { text: 'Garden', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#ffffff' }).doc;
    doc = runCommand(doc, 'setEffect', { effect: 'sepia' }).doc;
    doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
    await v.add({ ...buildCartPayload(doc, { personalizedImage: photo }), design: doc });
    const placed = (await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact: ORDER_CONTACT })) as {
      orderUrl: string;
      orderNumber: string;
    };
    return { ...placed, photo };
  }

  const viewOf = async (orderUrl: string) => (await running.shop.app.inject({ method: 'GET', url: `/ajax${orderUrl}` })).json().order;
  async function ready(orderUrl: string, orderNumber: string) {
    await filesMade(running, orderNumber);
    for (let i = 0; i < 200; i++) {
      const o = await viewOf(orderUrl);
      if (o.lines.every((l: { proof?: { status: string } }) => l.proof?.status !== 'pending')) return o;
      await new Promise((r) => setTimeout(r, 600)); // the order page allows 120 views a minute
    }
    throw new Error('the proof did not become ready');
  }
  const shopGet = (url: string, token = PRINT_FILES_TOKEN) =>
    running.shop.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('renders the proof for the order link and the PDF for the shop: trim and bleed in mm, the photo at full size, text as outlines', async () => {
    const { orderUrl, orderNumber } = await order();
    const o = await ready(orderUrl, orderNumber);
    const line = o.lines[0];
    expect(line.proof).toEqual({ status: 'ready', url: expect.stringMatching(/^\/ajax\/order\/[A-Za-z0-9_-]{43}\/proof\/\d+$/) });
    const proof = await running.shop.app.inject({ method: 'GET', url: line.proof.url });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    const meta = await sharp(proof.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 800]);

    const list = (await shopGet('/ajax/print-files/orders')).json().orders;
    const entry = list.find((x: { number: string }) => x.number === orderNumber);
    expect(entry.lines).toEqual([expect.objectContaining({ printStatus: 'ready', pdf: `/ajax/print-files/${orderNumber}/${line.id}.pdf` })]);
    const pdf = await shopGet(entry.lines[0].pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const boxes = readPdfBoxes(pdf.rawPayload);
    const mm = (box: number[]) => [(box[2] - box[0]) * PT_TO_MM, (box[3] - box[1]) * PT_TO_MM];
    expect(mm(boxes.TrimBox)[0]).toBeCloseTo(600, 2);
    expect(mm(boxes.TrimBox)[1]).toBeCloseTo(400, 2);
    expect(mm(boxes.BleedBox)[0]).toBeCloseTo(604, 2); // the sticker's 2 mm bleed on each side
    expect(mm(boxes.BleedBox)[1]).toBeCloseTo(404, 2);
    expect(mm(boxes.MediaBox)[0]).toBeCloseTo(624, 2); // and a 10 mm slug for the crop marks
    // The sepia photo: baked at its full 1,500 x 1,000 pixels, not the 1,200 px canvas export, and kept as a JPEG as
    // the uploaded photo was (a PNG of the baked pixels was 3.5 times the upload), with no alpha mask beside it.
    expect(readPdfImages(pdf.rawPayload)).toEqual([{ width: 1500, height: 1000, filter: 'DCTDecode' }]);
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/Font');
  }, 120_000);

  it('closes the print files without the shop token, and the proof without the order link', async () => {
    expect((await shopGet('/ajax/print-files/orders', '')).statusCode).toBe(401);
    const wrong = await shopGet('/ajax/print-files/orders', 'x'.repeat(40));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorMessage).toContain('PRINT_FILES_TOKEN');
    const unknown = await running.shop.app.inject({ method: 'GET', url: `/ajax/order/${'b'.repeat(43)}/proof/1` });
    expect(unknown.statusCode).toBe(404);
  });

  it('asking again for a printed line renders nothing new: one PDF and one proof per line', async () => {
    const { orderUrl, orderNumber } = await order();
    const o = await ready(orderUrl, orderNumber);
    const lineId = o.lines[0].id;
    const stored = async () => {
      const files = running.shop.app.services.print.files;
      return [...(await files.list(`print-files/${orderNumber}`)), ...(await files.list(`print-files/${orderNumber}/line-${lineId}`))].sort();
    };
    const before = await stored();
    await running.jobs.queue.send('print-line', { lineId }, `line-${lineId}`);
    expect(await running.shop.app.services.print.renderLine(lineId)).toBe('already-printed');
    expect(await stored()).toEqual(before);
    expect(before).toEqual([
      `print-files/${orderNumber}/line-${lineId}-proof.png`,
      `print-files/${orderNumber}/line-${lineId}/${orderNumber}-line-${lineId}-print-60x40cm.pdf`,
      `print-files/${orderNumber}/line-${lineId}/files.json`,
    ]);
  }, 120_000);
});
