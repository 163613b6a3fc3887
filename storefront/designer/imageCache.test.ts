import { describe, expect, it } from 'vitest';
import { apply, createDocument } from '../../editor-engine';
import { displayCopies } from './imageCache';

const photo = `/media/uploads/${'ab'.repeat(32)}.jpg`;

describe('displayCopies', () => {
  it('draws a reopened design’s uploads (a shared link, a cart line, a draft) from the server’s display copies, as the canvas does', () => {
    let doc = createDocument({ productId: 1012, typeCode: 8 });
    doc = apply(doc, 'addImage', { src: photo, naturalWidth: 4000, naturalHeight: 3000 });
    doc = apply(doc, 'addImage', { src: '/media/library/cat.svg', naturalWidth: 72, naturalHeight: 72 });
    // the cart picture's worker reads these instead of the 12-megapixel original (issue 29)
    expect(displayCopies(doc)).toEqual({ [photo]: { url: `/media/uploads/display/${'ab'.repeat(32)}.jpg`, width: 1600, height: 1200 } });
  });

  it('keeps a small upload at its own size (the server serves it as it is)', () => {
    const doc = apply(createDocument({ productId: 1012, typeCode: 8 }), 'addImage', { src: photo, naturalWidth: 800, naturalHeight: 600 });
    expect(displayCopies(doc)[photo]).toMatchObject({ width: 800, height: 600 });
  });
});
