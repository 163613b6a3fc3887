import { describe, expect, it } from 'vitest';
import { apply, createDocument, type DesignDocument } from '../../editor-engine';
import { catalogue, P } from '../../fixtures/catalog';
import { PreflightService } from './preflightService';

// The server's preflight measures text in its real font (Pacifico here, a script font whose line box is twice the
// height of its letters) and judges the ink that prints, after the object's scale, turn and position.
const sticker = catalogue.products.find((p) => p.id === P.personalisedPrintedSticker)!; // safe margin 3 mm
const service = new PreflightService();
const at60x40 = { width: 60, height: 40 }; // the 600 x 400 canvas at 1 canvas px per mm

function anna(): DesignDocument {
  const doc = createDocument({ productId: sticker.id, typeCode: 2 });
  return apply(doc, 'addText', { text: 'Anna', font: 'Pacifico', fontFile: 'pacifico-latin-400-normal.woff', fill: '#000000' });
}

describe('preflight service: text by its real ink', () => {
  it('a centred text scaled up with "+" fourteen times is far from every edge: no margin warning', async () => {
    // Pacifico's line box at x 3.8 is 400 px tall, the whole canvas; its ink is 5.6 cm from the nearest edge.
    const doc = anna();
    const big = apply(doc, 'scale', { ids: doc.order, scaleX: 1.1 ** 14, scaleY: 1.1 ** 14 });
    expect(await service.check(sticker, big, at60x40)).toEqual([]);
  });

  it('a text whose ink comes 1 mm from the cut line is flagged', async () => {
    // the ink of "Anna" reaches 75.2 px right of its position (the line box only 67.4): moved to end at 599 px
    const doc = anna();
    const near = apply(doc, 'move', { ids: doc.order, dx: 599 - 75.18 - 300, dy: 0 });
    expect(await service.check(sticker, near, at60x40)).toEqual([{ code: 'outside-safe-area', severity: 'warning', objectId: 't1', name: 'Anna' }]);
    const inside = apply(doc, 'move', { ids: doc.order, dx: 596 - 75.18 - 300, dy: 0 }); // 4 mm from it
    expect(await service.check(sticker, inside, at60x40)).toEqual([]);
  });
});
