import { describe, expect, it } from 'vitest';
import { createDocument, DEFAULT_PRINT_SPEC, preflight, runCommand } from '../../editor-engine';
import { preflightText } from './preflightText';

describe('preflight in the shopper’s words', () => {
  it('names the background, a picture and a text, with the figures that matter', () => {
    let doc = createDocument({ productId: 1, typeCode: 2 });
    doc = runCommand(doc, 'addBackground', { src: '/media/uploads/0123.png', naturalWidth: 300, naturalHeight: 200 }).doc;
    doc = runCommand(doc, 'addText', { text: 'tiny', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000000' }).doc;
    doc = runCommand(doc, 'scale', { ids: doc.order, scaleX: 0.0125, scaleY: 0.0125 }).doc;
    doc = runCommand(doc, 'setSize', { width: 120, height: 80 }).doc;
    const texts = preflight(doc, DEFAULT_PRINT_SPEC, () => ({ left: -1, top: -1, right: 1, bottom: 1 })).map((w) => preflightText(w, doc, DEFAULT_PRINT_SPEC));
    expect(texts[0]).toMatch(/^The background photo has only 6 pixels per inch at this size: it will print blurred/);
    expect(texts).toContain('The text “tiny” prints 1.5 mm high: below 2 mm it is hard to read.');
  });
});
