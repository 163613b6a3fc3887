import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, restoreDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, visitor } from './shopping.testing';

// Issue 29: templates. The designer asks for a product's templates; a design started from one keeps its locked parts
// where the template put them, which the server checks again when the design goes to the cart or is saved to share.

describe.each(databasesUnderTest())('templates and their locked parts on $name (issue 29)', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const png = '/media/uploads/0123456789abcdef0123456789abcdef.png';
  const templates = async (id: number) => {
    const r = await shop.app.inject({ method: 'GET', url: `/ajax/catalog/product/${id}/templates` });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().templates as Array<{ id: string; name: string; design: unknown }>;
  };

  /** The sticker started from its birthday template at 60 x 40 cm (a canvas of 600 x 400) or 40 x 60 (600 x 900). */
  async function started(size = { width: 60, height: 40 }): Promise<DesignDocument> {
    const [birthday] = await templates(P.personalisedPrintedSticker);
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'setSize', size).doc;
    doc = runCommand(doc, 'startTemplate', { id: birthday.id, design: restoreDocument(birthday.design) }).doc;
    return runCommand(doc, 'editText', { id: 't3', text: 'Maya' }).doc;
  }
  const add = (doc: unknown, lang = 'en') =>
    visitor(shop).call(`/ajax/shopping/add-to-cart?lang=${lang}`, { ...buildCartPayload(doc as DesignDocument, { personalizedImage: png }), design: doc });

  it('serves two templates for every designer product, none for the others', async () => {
    expect((await templates(P.personalisedPrintedSticker)).map((t) => t.name)).toEqual(['Birthday sticker', 'Photo with hearts']);
    expect(await templates(P.treeOfLifeSticker)).toEqual([]);
    expect((await shop.app.inject({ method: 'GET', url: '/ajax/catalog/product/999999/templates' })).statusCode).toBe(404);
  });

  it('takes a design started from a template, the name retyped, on a portrait size too', async () => {
    for (const size of [
      { width: 60, height: 40 },
      { width: 40, height: 60 },
    ]) {
      const r = await add(await started(size));
      expect(r.statusCode, r.body).toBe(200);
    }
  });

  it('refuses a locked part moved, resized, deleted, hidden or changed, naming it, in English and Spanish', async () => {
    const doc = await started();
    const moved = { ...doc, objects: { ...doc.objects, t1: { ...doc.objects.t1, transform: { ...doc.objects.t1.transform, x: 320 } } } };
    expect(refused(await add(moved), 400).errorMessage).toBe(
      'A locked part of the template was moved, resized or turned (“Happy birthday”). Locked parts stay where the template puts them; please undo the change.',
    );
    expect(refused(await add(moved, 'es'), 400).errorMessage).toMatch(/^Se movió, redimensionó o giró una parte bloqueada/);
    const resized = { ...doc, objects: { ...doc.objects, i2: { ...doc.objects.i2, transform: { ...doc.objects.i2.transform, scaleX: 2, scaleY: 2 } } } };
    expect(refused(await add(resized), 400).errorMessage).toMatch(/^A locked part of the template was moved, resized or turned \(1001\.svg\)/);
    const { i2, ...rest } = doc.objects;
    const deleted = { ...doc, objects: rest, order: doc.order.filter((id) => id !== 'i2') };
    expect(refused(await add(deleted), 400).errorMessage).toMatch(/^A locked part of the template is missing or hidden from your design \(1001\.svg\)/);
    const hidden = { ...doc, objects: { ...doc.objects, i2: { ...i2, hidden: true } } };
    expect(refused(await add(hidden), 400).errorMessage).toMatch(/missing or hidden/);
    const unlocked = { ...doc, objects: { ...doc.objects, t1: { ...doc.objects.t1, template: undefined } } };
    expect(refused(await add(unlocked), 400).errorMessage).toMatch(/missing or hidden/);
    const changed = { ...doc, objects: { ...doc.objects, t1: { ...doc.objects.t1, text: 'Happy divorce' } } };
    expect(refused(await add(changed), 400).errorMessage).toMatch(/^A locked part of the template was changed \(“Happy birthday”\)/);
    const flipped = { ...doc, objects: { ...doc.objects, i2: { ...i2, flipX: true } } };
    expect(refused(await add(flipped), 400).errorMessage).toMatch(/^A locked part of the template was changed \(1001\.svg\)/);
  });

  it('refuses a template the product does not have, and checks a design saved to share the same way', async () => {
    const doc = await started();
    const other = refused(await add({ ...doc, template: { id: 'name-1027' } }), 400);
    expect(other.errorMessage).toMatch(/^This design was started from a template the shop no longer offers/);
    const moved = { ...doc, objects: { ...doc.objects, t3: { ...doc.objects.t3, transform: { ...doc.objects.t3.transform, y: 10 } } } };
    const share = (design: unknown) =>
      shop.app.inject({
        method: 'POST',
        url: '/ajax/personalized-services/share-design?lang=en',
        payload: { productId: P.personalisedPrintedSticker, design },
      });
    expect(refused(await share(moved), 400).errorMessage).toMatch(/^A locked part of the template was moved/);
    expect((await share(doc)).statusCode).toBe(200);
  });
});
