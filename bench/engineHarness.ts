// What the editor engine's benchmarks share (bench/editor.bench.ts, bench/snapping.bench.ts): a document of n
// objects, half texts and half pictures over a background photo, and the median of timings.
import { apply, createDocument, type DesignDocument } from '../editor-engine/index.js';

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

export const ms = (n: number) => `${n.toFixed(3)} ms`;

/** A 600 x 400 document with a background photo and `n` objects, texts and pictures in turn (`text`: a text's words). */
export function documentWith(n: number, text = (i: number) => `Text number ${i}`): DesignDocument {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'addBackground', { src: 'bg.png', naturalWidth: 1200, naturalHeight: 800 });
  for (let i = 0; i < n; i++) {
    doc =
      i % 2
        ? apply(doc, 'addImage', { src: `img${i}.png`, naturalWidth: 200, naturalHeight: 100 })
        : apply(doc, 'addText', { text: text(i), font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#336699' });
  }
  return doc;
}
