import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument, type FrameMask, type ImageObject } from '../model.js';
import { restoreDocument } from '../restore.js';
import { frameBox, frameClip, photoBox, shiftPhoto } from './frames.js';
import { isFrameMask, maskCommands } from './maskPath.js';
import { toSvg } from './svg.js';

// A library design as a frame (issue 29): a wide outline of 1000 x 500 (a triangle) masks a 400 x 200 photo.
const TRIANGLE: FrameMask = { designId: 101, d: 'M0 500L500 0L1000 500Z', width: 1000, height: 500 };
function doc(mask: FrameMask = TRIANGLE): DesignDocument {
  let d = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  d = apply(d, 'addImage', { src: 'photo.jpg', naturalWidth: 400, naturalHeight: 300 });
  return apply(d, 'frameImage', { id: 'i1', kind: 'design', mask });
}
const image = (d: DesignDocument) => d.objects.i1 as ImageObject;
const res = { outlineText: () => ({ d: '', width: 0, ascent: 0, descent: 0 }), imageHref: (src: string) => src };

describe('a library design as a frame', () => {
  it('reads only absolute M, L, C and Z near its box (a curve\u2019s control points may stand outside it)', () => {
    expect(maskCommands('M0 0C-40 0 1040 10 1000 0Z')).toHaveLength(3);
    expect(maskCommands('M0 0L10 0C1 2 3 4 5 6Z')).toHaveLength(4);
    for (const bad of ['', 'M0 0', 'm0 0l1 1z', 'M0 0L1Z', 'M0 0L1 1"/><script', 'M0 0L2001 0Z', 'M0 0L-1001 0Z', 'L1 1L2 2Z', 'M0 0A1 1 0 0 0 2 2Z'])
      expect(maskCommands(bad), bad).toBeNull();
    expect(isFrameMask({ ...TRIANGLE, designId: 0 })).toBe(false);
    expect(isFrameMask({ ...TRIANGLE, width: 2000 })).toBe(false);
  });

  it('keeps the outline\u2019s proportions: the largest centred box of them, its outline placed on it, the photo covering it', () => {
    const o = image(doc());
    expect(frameBox(o)).toEqual({ x: -200, y: -100, width: 400, height: 200 });
    expect(frameClip(o)).toBe('M-200 100L0 -100L200 100Z');
    // the 4:3 photo covers the 400 x 200 box: 400 x 300, its overflow up and down to move
    expect(photoBox(o)).toEqual({ x: -200, y: -150, width: 400, height: 300 });
    expect(shiftPhoto(o, o.inner ?? { x: 0.5, y: 0.5, zoom: 1 }, 0, 50)).toEqual({ x: 0.5, y: 0, zoom: 1 });
  });

  it('the export cuts the photo on a group with the outline, as the other frames', () => {
    expect(toSvg(doc(), res)).toContain('<clipPath id="obj-i1-frame"><path d="M-200 100L0 -100L200 100Z"/></clipPath><g clip-path="url(#obj-i1-frame)"><image');
  });

  it('round-trips in the document; a bad outline is refused by the field, by the command and by restore', () => {
    const d = doc();
    expect(image(d).frame).toEqual({ kind: 'design', mask: TRIANGLE });
    expect(restoreDocument(JSON.parse(JSON.stringify(d)))).toEqual(d);
    const withFrame = (frame: object) => ({ ...d, objects: { i1: { ...image(d), frame } } });
    expect(() => restoreDocument(withFrame({ kind: 'design', mask: { ...TRIANGLE, d: 'M0 0L1 1"/>' } }))).toThrow(
      'objects.i1.frame.mask: expected a library design',
    );
    expect(() => restoreDocument(withFrame({ kind: 'design' }))).toThrow('objects.i1.frame.mask');
    expect(() => doc({ ...TRIANGLE, d: 'M0 0 L5' })).toThrow('a library design frame needs its outline');
  });
});
