import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, visitor } from './shopping.testing';

// A designed item keeps its design document: the server restores it on the way in (refusing what it cannot restore,
// naming the field), the cart shows the design's picture and a link back to the designer, and Change gets it back.
describe.each(databasesUnderTest())('cart: designed items keep their design on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
  function design() {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'setBackgroundColour', { colour: '#ffeedd' }).doc;
    doc = runCommand(doc, 'addText', { text: 'Anna', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#aa2200' }).doc;
    doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
    return doc;
  }
  const payload = (doc: ReturnType<typeof design>) => ({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });

  it('keeps the document with the item: the cart shows the design and links back; modify-item-cart returns it', async () => {
    const v = visitor(shop);
    const doc = design();
    const { cartItems } = await v.add(payload(doc));
    const line = (await v.cart()).cart.items[0];
    expect(line).toMatchObject({ image: png, editUrl: `/designer/personalised-printed-wall-sticker?item=${cartItems[0].id}` });
    expect(line.options.design).toBeUndefined();
    const opened = await v.ok('/ajax/shopping/modify-item-cart', { id: cartItems[0].id });
    expect(opened.design).toMatchObject({ product: { productId: P.personalisedPrintedSticker }, order: doc.order, backgroundColor: '#ffeedd' });
    expect(opened.design.objects[doc.order[0]]).toMatchObject({ kind: 'text', text: 'Anna' });
  });

  it('refuses a document it cannot restore, naming the field, and a design on a product made without one', async () => {
    const v = visitor(shop);
    const doc = design();
    const bad = { ...doc, objects: { ...doc.objects, [doc.order[0]]: { ...doc.objects[doc.order[0]], fontFile: '../../etc/passwd' } } };
    const r = refused(await v.call('/ajax/shopping/add-to-cart', payload(bad as typeof doc)), 400);
    expect(r.errorCode).toBe('design');
    expect(r.errorMessage).toMatch(new RegExp(`^We could not read your design \\(at objects\\.${doc.order[0]}\\.fontFile\\)`));
    const plain = { productId: P.treeOfLifeSticker, quantity: 1, options: { width: 50, height: 50, color: 1 }, design: doc };
    expect(refused(await v.call('/ajax/shopping/add-to-cart', plain), 400).errorCode).toBe('design');
    expect((await v.cart()).cart.items).toHaveLength(0);
  });
});
