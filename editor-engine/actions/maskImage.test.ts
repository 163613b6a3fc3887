import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type ImageObject } from '../model.js';
import { DesignerSession } from '../session/session.js';
import { dispatch } from './index.js';

const HEART = { designId: 10_000_001, d: 'M500 1000L0 300L500 0L1000 300Z', width: 1000, height: 1000 };

describe('maskImage: a library design as the selected picture\u2019s frame', () => {
  it('frames the picture in the design\u2019s outline in one undo step, says so, and pans and zooms inside as any frame', () => {
    let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
    doc = apply(doc, 'addImage', { src: '/media/uploads/p.jpg', naturalWidth: 400, naturalHeight: 200 });
    const s = new DesignerSession(doc);
    const image = () => s.doc.objects.i1 as ImageObject;
    expect(dispatch(s, 'maskImage', { mask: HEART, name: 'Red heart' })).toBe(false);
    s.select(['i1']);
    expect(dispatch(s, 'frameImage', { kind: 'circle' })).toBe(true);
    expect(dispatch(s, 'maskImage', { mask: HEART, name: 'Red heart' })).toBe(true);
    expect(image().frame).toEqual({ kind: 'design', mask: HEART });
    expect(s.getSnapshot().session.announcement).toBe('Framed the image in the shape of Red heart');
    dispatch(s, 'adjustPhoto');
    dispatch(s, 'zoomPhoto', { factor: 2 });
    expect(image().inner?.zoom).toBe(2);
    dispatch(s, 'undo');
    dispatch(s, 'undo');
    expect(image().frame).toEqual({ kind: 'circle' });
  });
});
