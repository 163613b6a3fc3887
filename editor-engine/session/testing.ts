import { apply } from '../commands/index.js';
import { createDocument, type TypeCode } from '../model.js';
import { DesignerSession } from './session.js';

/** A 600 x 400 design with a background, a text "Hello" (t1) and a text "World" (t2), both at the centre. */
export function twoTexts(typeCode: TypeCode = 8): DesignerSession {
  let doc = createDocument({ productId: 1, typeCode }, { width: 600, height: 400 });
  doc = apply(doc, 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 600 });
  doc = apply(doc, 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  doc = apply(doc, 'addText', { text: 'World', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000' });
  return new DesignerSession(doc);
}
