import { describe, expect, it } from 'vitest';
import { apply } from './commands/index.js';
import { createDocument } from './model.js';
import { buildCartPayload } from './payload.js';

describe('designer cart payload', () => {
  it('carries the product options, shape, effect and the design elements', () => {
    let doc = createDocument({ productId: 42, typeCode: 9, quantity: 2 }, { width: 600, height: 400 });
    doc = apply(doc, 'setBackgroundColour', { colour: 'white' });
    doc = apply(doc, 'addText', { text: 'שלום', font: 'Noto Sans Hebrew', fontFile: 'n.woff', fill: '#112233', rightToLeft: true });
    doc = apply(doc, 'addImage', { src: 'https://cdn/x.png', naturalWidth: 10, naturalHeight: 10 });
    doc = apply(doc, 'setShape', { kind: 'rectangle', rounded: true });
    doc = apply(doc, 'setSize', { width: 60, height: 20 });
    doc = apply(doc, 'setFeatures', { tissue: 'linen', mechanism: 'm', drop: 'd' });
    const payload = buildCartPayload(doc, { personalizedImage: 'up/a.png', personalizedSVG: 'up/a.svg', referrer: '/list' });
    expect(payload).toMatchObject({
      productId: 42,
      quantity: 2,
      convertUM: false,
      isLocked: false,
      complements: [],
      crossSellingProducts: [],
      options: {
        width: 60, height: 20, effect: 'original', roundedCorners: true, tissue: 'linen', mechanism: 'm', drop: 'd',
        shape: { value: 'rectangle', name: 'Rectangle', width: 60, height: 20 },
        personalizedImage: 'up/a.png', personalizedSVG: 'up/a.svg', referrer: '/list',
        designElements: {
          backgroundColor: '#ffffff',
          texts: [{ text: 'שלום', font: 'Noto Sans Hebrew', fontFile: 'n.woff', rightToLeft: true, color: '#112233' }],
          images: ['https://cdn/x.png'],
        },
      },
    });
  });
});
