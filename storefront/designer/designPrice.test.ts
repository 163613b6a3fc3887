import { describe, expect, it } from 'vitest';
import { createDocument, runCommand } from '../../editor-engine';
import { calls } from '../../contract';
import { designPricePayload } from './designPrice';

describe('the designer live price', () => {
  it('is asked only with a size inside the limits, and as the contract takes it', () => {
    let doc = createDocument({ productId: 12, typeCode: 3, limits: { minWidth: 50, minHeight: 50, maxWidth: 600, maxHeight: 300, minPack: 1 } });
    expect(designPricePayload(doc)).toBeUndefined();
    doc = runCommand(doc, 'setSize', { width: 20, height: 80 }).doc;
    expect(designPricePayload(doc)).toBeUndefined(); // too small: the alert shows instead
    doc = runCommand(doc, 'setSize', { width: 200, height: 150 }).doc;
    doc = runCommand(doc, 'setQuantity', { quantity: 2 }).doc;
    const payload = designPricePayload(doc);
    expect(payload).toEqual({ productId: 12, quantity: 2, width: 200, height: 150, options: {} });
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
  });

  it('asks the price of clothing with its model, size and fabric colour', () => {
    let doc = createDocument({ productId: 20, typeCode: 9 });
    doc = runCommand(doc, 'setModel', { model: '3', modelSize: 'XXL' }).doc;
    doc = runCommand(doc, 'setMaterial', { material: '5' }).doc;
    const payload = designPricePayload(doc);
    expect(payload).toMatchObject({ productId: 20, quantity: 1, model: 3, modelSize: 'XXL', materialColor: 5 });
    expect(calls.calculateCustomPrice.payload.safeParse(payload).success).toBe(true);
  });

  it('waits for a size when only the panels are chosen (panels are a surcharge on a catalogue size here)', () => {
    let doc = createDocument({ productId: 30, typeCode: 11 });
    doc = runCommand(doc, 'setFeatures', { composition: '2' }).doc;
    expect(designPricePayload(doc)).toBeUndefined();
    doc = runCommand(doc, 'setSize', { width: 90, height: 60 }).doc;
    expect(designPricePayload(doc)).toMatchObject({ width: 90, height: 60, composition: 2 });
  });
});
