import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import type { ServerConfig } from '../config';
import { visitor } from '../routes/shopping.testing';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';

// Issue 27: proofs render in a process of their own at the shop's priority, print files in another at nice 10. A
// shopper's proof is not kept waiting behind another order's print file in flight; a proof that uses more CPU than
// its budget is killed, and its line's print job draws it at nice 10, so no design holds the shop's priority for long.

const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

let photo: Promise<Buffer> | undefined;
/** A 4000 x 3000 photo of noise: its print file renders for seconds, its proof in well under one. */
const bigPhoto = () =>
  (photo ??= sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8a4a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer());

describe.each(databasesUnderTest())('print: proofs apart from print files on $name', (target) => {
  const shops: TestShop[] = [];
  afterAll(async () => {
    for (const s of shops) await s.close();
  });

  async function shopWith(printRender?: ServerConfig['printRender']): Promise<TestShop> {
    const shop = await createTestShop(target, printRender ? { config: { databaseUrl: target.url, printRender } } : undefined);
    shops.push(shop);
    return shop;
  }

  /** A placed order of one 100 x 75 cm sticker, of the big photo in sepia or of a plain colour: its line's id. */
  async function orderedLine(shop: TestShop, kind: 'photo' | 'plain'): Promise<number> {
    const v = visitor(shop);
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    let src = '/media/uploads/0123456789abcdef0123456789abcdef.png';
    if (kind === 'photo') {
      const jpeg = await bigPhoto();
      src = (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, prefix: 'personalized' }))
        .fileInfo.file;
      doc = runCommand(doc, 'addBackground', { src, naturalWidth: 4000, naturalHeight: 3000 }).doc;
      doc = runCommand(doc, 'setEffect', { effect: 'sepia' }).doc;
    } else doc = runCommand(doc, 'setBackgroundColour', { colour: '#ffeedd' }).doc;
    doc = runCommand(doc, 'setSize', { width: 100, height: 75 }).doc;
    await v.add({ ...buildCartPayload(doc, { personalizedImage: src }), design: doc });
    const { orderNumber } = await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
    return (await shop.app.services.print.orderByNumber(orderNumber))!.lines[0].id;
  }
  const lineOf = async (shop: TestShop, id: number) =>
    await shop.app.services.db.kysely.selectFrom('order_lines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("a line's proof is drawn while another line's print files are still being made, not after them", async () => {
    const shop = await shopWith();
    const big = await orderedLine(shop, 'photo');
    const plain = await orderedLine(shop, 'plain');
    const printing = shop.app.services.print.renderLine(big);
    // the big line's proof first, then its print files (seconds of work at nice 10)
    while (!(await lineOf(shop, big)).proof_key) await new Promise((r) => setTimeout(r, 20));
    expect(await shop.app.services.print.renderProof(plain)).toBe('proofed');
    expect((await lineOf(shop, plain)).proof_key).toBeTruthy();
    expect((await lineOf(shop, big)).print_status).toBe('pending');
    expect(await printing).toBe('printed');
  }, 300_000);

  it("a proof past its CPU budget is stopped, and the line's print job draws it", async () => {
    const shop = await shopWith({ memoryMb: 3072, timeoutSeconds: 300, attempts: 1, proofCpuSeconds: 0.05 });
    const big = await orderedLine(shop, 'photo');
    await expect(shop.app.services.print.renderProof(big)).rejects.toThrow("the render used more than 0.05 s of CPU at the shop's priority and was stopped");
    expect((await lineOf(shop, big)).proof_key).toBeNull();
    expect(await shop.app.services.print.renderLine(big)).toBe('printed');
    const line = await lineOf(shop, big);
    expect(line.proof_key).toBeTruthy();
    expect(
      Buffer.from((await shop.app.services.files.get(line.proof_key!))!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  }, 300_000);
});
