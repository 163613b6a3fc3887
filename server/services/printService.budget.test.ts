import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { bitPng } from '../print/bitPng.testing';

const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

// Issue 25: the print path refuses a stored design over its budget, or with a picture it cannot read or that is over
// the caps, with the reason as the line's failure, before rendering anything. Documents kept before add-to-cart
// checked them (or written to the database by other means) are the ones this guards against.
describe.each(databasesUnderTest())('print: a stored design over budget is refused, not rendered, on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  /** An order of one designed sticker, then its stored document replaced by `stored` (as an older shop kept it). */
  async function orderedLine(stored: (doc: DesignDocument) => object): Promise<number> {
    const v = visitor(shop);
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'setBackgroundColour', { colour: '#ffeedd' }).doc;
    doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
    await v.add({ ...buildCartPayload(doc, { personalizedImage: '/media/uploads/0123456789abcdef0123456789abcdef.png' }), design: doc });
    const { orderNumber } = await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
    const line = await shop.db.kysely
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.id', 'order_lines.options'])
      .where('orders.number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const options = { ...JSON.parse(String(line.options)), design: stored(doc) };
    await shop.db.kysely
      .updateTable('order_lines')
      .set({ options: JSON.stringify(options) })
      .where('id', '=', line.id)
      .execute();
    return Number(line.id);
  }
  const failure = async (id: number) =>
    (await shop.db.kysely.selectFrom('order_lines').select(['print_status', 'print_error']).where('id', '=', id).executeTakeFirstOrThrow()) as {
      print_status: string;
      print_error: string;
    };

  it.each([
    [
      'a data: PNG of 40,000 x 8 px',
      (d: DesignDocument) =>
        runCommand(d, 'addImage', { src: `data:image/png;base64,${bitPng(40_000, 8).toString('base64')}`, naturalWidth: 400, naturalHeight: 1 }).doc,
      'the picture at objects.i1.src is 40000 x 8 px, over the caps of 16384 px a side and 50 megapixels',
    ],
    [
      'a source the shop does not serve',
      (d: DesignDocument) => runCommand(d, 'addImage', { src: 'etc/passwd', naturalWidth: 10, naturalHeight: 10 }).doc,
      'the picture at objects.i1.src is not one the shop serves (no such upload, library design or catalogue picture)',
    ],
    [
      '201 texts',
      (d: DesignDocument) => {
        const t = {
          kind: 'text',
          text: 'a',
          font: 'Roboto',
          fontFile: 'roboto-latin-400-normal.woff',
          fill: '#000000',
          fontSize: 10,
          transform: { x: 1, y: 1 },
        };
        return { ...d, objects: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`t${i + 1}`, t])), order: [] };
      },
      'Invalid design document at objects: over the design budget: 201 texts and pictures, at most 200',
    ],
  ])('%s', async (_what, stored, reason) => {
    const id = await orderedLine(stored);
    expect(await shop.app.services.print.renderLine(id)).toBe('unprintable');
    expect(await failure(id)).toEqual({ print_status: 'failed', print_error: reason });
  });
});
