import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, visitor } from './shopping.testing';

// Issue 26, items 3 and 4: a design's texts go to the cart only when the print path draws every character. Hebrew and
// Arabic are shaped (in their own font or a fallback) and emoji are OpenMoji pictures; a text with characters no font
// or picture draws is refused with a 400 that names them, in the shopper's language, never kept as an invisible object.

describe.each(databasesUnderTest())('cart: the texts of a design on $name (issue 26)', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
  function design(text: string, font = 'Roboto', fontFile = 'roboto-latin-400-normal.woff'): DesignDocument {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addText', { text, font, fontFile, fill: '#aa2200' }).doc;
    return runCommand(doc, 'setSize', { width: 60, height: 40 }).doc;
  }
  const payload = (doc: DesignDocument) => ({ ...buildCartPayload(doc, { personalizedImage: png }), design: doc });

  it('accepts Hebrew in Roboto (drawn from the Hebrew fallback), Arabic with digits in Amiri, and emoji with a ZWJ family', async () => {
    const v = visitor(shop);
    for (const doc of [design('שלום עולם'), design('مرحبا بالعالم 123', 'Amiri', 'amiri-arabic-400-normal.woff'), design('I ❤️ my 🐱 and 👨‍👩‍👧')]) {
      const { cartItems } = await v.add(payload(doc));
      expect(cartItems.length).toBeGreaterThan(0);
    }
    expect((await v.cart()).cart.items).toHaveLength(3);
  });

  it('refuses a text with characters no font draws, naming them, in English and Danish', async () => {
    const v = visitor(shop);
    const doc = design('Hi 你好');
    const id = doc.order[0];
    const en = refused(await v.call('/ajax/shopping/add-to-cart?lang=en', payload(doc)), 400);
    expect(en.errorCode).toBe('design');
    expect(en.errorMessage).toBe(
      `A text of your design has characters the shop cannot print: 你 好. Please remove them or choose another font (at objects.${id}.text).`,
    );
    const da = refused(await v.call('/ajax/shopping/add-to-cart?lang=da', payload(doc)), 400);
    expect(da.errorMessage).toContain('En tekst i dit design har tegn, vi ikke kan trykke: 你 好.');
    expect((await v.cart()).cart.items).toHaveLength(0);
  });

  it('refuses a text of only spaces: it would be an invisible object', async () => {
    const v = visitor(shop);
    const r = refused(await v.call('/ajax/shopping/add-to-cart?lang=en', payload(design('   '))), 400);
    expect(r.errorMessage).toMatch(/^A text of your design prints nothing\./);
    expect((await v.cart()).cart.items).toHaveLength(0);
  });

  it('keeps a curved text (issue 29) and refuses a curve past a full circle, naming the field', async () => {
    const v = visitor(shop);
    const doc = design('Happy birthday');
    const id = doc.order[0];
    const curved = runCommand(doc, 'styleText', { id, curve: -100 }).doc;
    expect((await v.add(payload(curved))).cartItems.length).toBeGreaterThan(0);
    const over = { ...curved, objects: { ...curved.objects, [id]: { ...curved.objects[id], curve: 140 } } } as DesignDocument;
    const r = refused(await v.call('/ajax/shopping/add-to-cart?lang=en', payload(over)), 400);
    expect(r.errorMessage).toBe(`We could not read your design (at objects.${id}.curve). Please reload the designer and try again.`);
    expect((await v.cart()).cart.items).toHaveLength(1);
  });
});
