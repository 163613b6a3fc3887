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

  it('names the catalogue size a design is priced at: type 7 by its device, coasters square or round, panels by composition', async () => {
    const v = visitor(shop);
    const line = async (productId: number, typeCode: 7 | 10 | 11, cmds: (d: ReturnType<typeof createDocument>) => ReturnType<typeof createDocument>) => {
      const doc = cmds(createDocument({ productId, typeCode }));
      const { cartItems } = await v.add({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });
      return (await v.cart()).cart.items.find((i: { id: number }) => i.id === cartItems[0].id);
    };
    const canvas = await line(
      P.photoCanvas,
      7,
      (d) => runCommand(runCommand(d, 'setSize', { width: 60, height: 40 }).doc, 'setFeatures', { device: '703' }).doc,
    );
    expect(canvas.description).toContain('60 x 40 cm');
    expect(canvas.description).not.toContain('1 x 1');
    const coasters = await line(P.photoCoasters, 10, (d) => {
      const sized = runCommand(runCommand(d, 'setSize', { width: 10, height: 10 }).doc, 'setFeatures', { device: '1002' }).doc;
      return runCommand(sized, 'setPack', { pack: 6 }).doc;
    });
    expect(coasters.description).toContain('Round');
    const panels = await line(
      P.compositionCanvas,
      11,
      (d) => runCommand(runCommand(d, 'setSize', { width: 90, height: 60 }).doc, 'setFeatures', { composition: '2' }).doc,
    );
    expect(panels.description).toContain('3 x 30 x 60 cm');
  });

  it('a recovered cart (?tvcart=) brings its designs with it: the copied line reopens the same design', async () => {
    const owner = visitor(shop);
    const doc = design();
    await owner.add(payload(doc));
    const hash = (await owner.cart()).cart.recoveryHash as string;
    const friend = visitor(shop);
    await friend.ok('/ajax/compra/recover-cart', { hash });
    const copied = (await friend.cart()).cart.items[0];
    expect(copied.editUrl).toBe(`/designer/personalised-printed-wall-sticker?item=${copied.id}`);
    const opened = await friend.ok('/ajax/shopping/modify-item-cart', { id: copied.id });
    expect(opened.design.objects[doc.order[0]]).toMatchObject({ kind: 'text', text: 'Anna' });
  });
});
