import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, visitor } from './shopping.testing';

// An object made fully see-through prints nothing yet is ordered: the designer's slider stops at 10 % (logic/look.ts
// OPACITY_MIN), and the add refuses a design that holds a fainter one (a draft kept before the floor, or a hand-made
// request) with a 400 naming it, as it refuses a text that prints nothing.

describe.each(databasesUnderTest())('cart: a design with an invisible object on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
  function design(opacity: number): DesignDocument {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#aa2200' }).doc;
    doc = runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
    const id = doc.order[0];
    // as a stored document may hold it: the commands no longer make it
    return { ...doc, objects: { ...doc.objects, [id]: { ...doc.objects[id], opacity } } } as DesignDocument;
  }
  const payload = (doc: DesignDocument) => ({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });

  it('refuses a text at 0 % or 5 % opacity, naming it, in English and Danish; keeps one at 10 %', async () => {
    const v = visitor(shop);
    for (const opacity of [0, 0.05]) {
      const doc = design(opacity);
      const r = refused(await v.call('/ajax/shopping/add-to-cart?lang=en', payload(doc)), 400);
      expect(r.errorCode).toBe('design');
      expect(r.errorMessage).toBe(
        `An object of your design is too see-through to print (below 10 %). Please make it more visible, hide it or delete it (at objects.${doc.order[0]}.opacity).`,
      );
    }
    const da = refused(await v.call('/ajax/shopping/add-to-cart?lang=da', payload(design(0))), 400);
    expect(da.errorMessage).toContain('under 10 %');
    expect((await v.cart()).cart.items).toHaveLength(0);
    expect((await v.add(payload(design(0.1)))).cartItems.length).toBeGreaterThan(0);
  });

  it('keeps a design whose invisible object is hidden: a hidden object is not printed', async () => {
    const v = visitor(shop);
    const doc = design(0);
    const hidden = { ...doc, objects: { ...doc.objects, [doc.order[0]]: { ...doc.objects[doc.order[0]], hidden: true } } } as DesignDocument;
    // a design of only a hidden text still needs something to print: add a visible one beside it
    const both = runCommand(hidden, 'addText', { text: 'Shown', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000000' }).doc;
    expect((await v.add(payload(both))).cartItems.length).toBeGreaterThan(0);
  });
});
