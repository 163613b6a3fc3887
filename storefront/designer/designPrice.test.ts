import { describe, expect, it } from 'vitest';
import { createDocument, runCommand } from '../../editor-engine';
import { calls } from '../../contract';
import { designPricePayload, type DesignProduct } from './designPrice';

const plain: DesignProduct = { packs: [], rugFormats: [], sizes: [] };

describe('the designer live price', () => {
  it('is asked only with a size inside the limits, and as the contract takes it', () => {
    let doc = createDocument({ productId: 12, typeCode: 3, limits: { minWidth: 50, minHeight: 50, maxWidth: 600, maxHeight: 300, minPack: 1 } });
    expect(designPricePayload(doc, plain)).toBeUndefined();
    doc = runCommand(doc, 'setSize', { width: 20, height: 80 }).doc;
    expect(designPricePayload(doc, plain)).toBeUndefined(); // too small: the alert shows instead
    doc = runCommand(doc, 'setSize', { width: 200, height: 150 }).doc;
    doc = runCommand(doc, 'setQuantity', { quantity: 2 }).doc;
    const payload = designPricePayload(doc, plain);
    expect(payload).toEqual({ productId: 12, quantity: 2, width: 200, height: 150, options: {} });
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
  });

  it('asks the price of clothing with its model, size and fabric colour', () => {
    let doc = createDocument({ productId: 20, typeCode: 9 });
    doc = runCommand(doc, 'setModel', { model: '3', modelSize: 'XXL' }).doc;
    doc = runCommand(doc, 'setMaterial', { material: '5' }).doc;
    const payload = designPricePayload(doc, plain);
    expect(payload).toMatchObject({ productId: 20, quantity: 1, model: 3, modelSize: 'XXL', materialColor: 5 });
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
  });

  it('waits for a size when only the panels are chosen (panels are a surcharge on a catalogue size here)', () => {
    let doc = createDocument({ productId: 30, typeCode: 11 });
    doc = runCommand(doc, 'setFeatures', { composition: '2' }).doc;
    expect(designPricePayload(doc, plain)).toBeUndefined();
    doc = runCommand(doc, 'setSize', { width: 90, height: 60 }).doc;
    expect(designPricePayload(doc, plain)).toMatchObject({ width: 90, height: 60, composition: 2 });
  });

  it("prices a pack of the shopper's own number as a custom pack, a listed one as a pack", () => {
    const coasters: DesignProduct = { ...plain, packs: [4, 6, 12].map((pack) => ({ pack, price: 100, formattedPrice: '€1' })) };
    let doc = createDocument({ productId: 40, typeCode: 10, limits: { minWidth: 1, minHeight: 1, maxWidth: 300, maxHeight: 300, minPack: 4 } });
    doc = runCommand(doc, 'setSize', { width: 10, height: 10 }).doc;
    doc = runCommand(doc, 'setPack', { pack: 7 }).doc;
    const custom = designPricePayload(doc, coasters);
    expect(custom).toMatchObject({ options: { customPack: 7 } });
    expect(custom).not.toHaveProperty('pack');
    expect(calls.calculateCustomPrice.payload.safeParse(custom).success).toBe(true);
    doc = runCommand(doc, 'setPack', { pack: 12 }).doc;
    expect(designPricePayload(doc, coasters)).toMatchObject({ pack: 12, options: {} });
  });

  it('prices a vinyl rug by its format, and not before one is chosen', () => {
    const rug: DesignProduct = {
      ...plain,
      rugFormats: [{ id: 'rect-60x90', name: 'Rectangle 60 x 90 cm', width: 60, height: 90, price: 3495, formattedPrice: '€34.95' }],
    };
    let doc = createDocument({ productId: 50, typeCode: 8 });
    expect(designPricePayload(doc, rug)).toBeUndefined();
    doc = runCommand(doc, 'setSize', { width: 60, height: 90 }).doc;
    const payload = designPricePayload(doc, rug);
    expect(payload).toEqual({ productId: 50, quantity: 1, options: { format: 'rect-60x90' } });
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
  });

  it('has no price for panels without a size of theirs (5 panels, the 1-panel size still chosen)', () => {
    const sizes = [
      { sizeid: 2, name: '90 x 60 cm', width: 90, height: 60, compositionId: 1 },
      { sizeid: 6, name: '5 panels 150 x 80 cm', width: 150, height: 80, compositionId: 3 },
    ];
    let doc = createDocument({ productId: 30, typeCode: 11 });
    doc = runCommand(doc, 'setSize', { width: 90, height: 60 }).doc;
    doc = runCommand(doc, 'setFeatures', { composition: '1' }).doc;
    expect(designPricePayload(doc, { ...plain, sizes })).toMatchObject({ width: 90, composition: 1 });
    doc = runCommand(doc, 'setFeatures', { composition: '3' }).doc;
    expect(designPricePayload(doc, { ...plain, sizes })).toBeUndefined();
  });
});
