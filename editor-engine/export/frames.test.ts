import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, FRAME_KINDS, type DesignDocument, type ImageObject } from '../model.js';
import { restoreDocument, RestoreError } from '../restore.js';
import { frameBox, frameClip, photoBox, shiftPhoto } from './frames.js';
import { buildScene } from './scene.js';
import { toSvg } from './svg.js';

// A 400 x 200 photo placed on a canvas, framed and moved inside its frame.
function framedDoc(): DesignDocument {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'addBackground', { src: 'bg.png', naturalWidth: 600, naturalHeight: 400 });
  return apply(doc, 'addImage', { src: 'photo.jpg', naturalWidth: 400, naturalHeight: 200 });
}
const image = (doc: DesignDocument) => doc.objects.i1 as ImageObject;
const res = { outlineText: () => ({ d: '', width: 0, ascent: 0, descent: 0 }), imageHref: (src: string) => src };

describe('frames', () => {
  it('a picture without a frame draws as before: whole, uncut', () => {
    const doc = framedDoc();
    expect(buildScene(doc, { outlineText: () => null }).items[1]).not.toHaveProperty('clip');
    expect(toSvg(doc, res)).not.toContain('clipPath');
  });

  it('a circle, heart, star or hexagon keeps its proportions: the largest centred square, the photo covering it', () => {
    for (const kind of ['circle', 'heart', 'star', 'hexagon'] as const) {
      const o = image(apply(framedDoc(), 'frameImage', { id: 'i1', kind }));
      expect(frameBox(o)).toEqual({ x: -100, y: -100, width: 200, height: 200 });
      // the 2:1 photo covers the 200 px square: 400 x 200, centred
      expect(photoBox(o)).toEqual({ x: -200, y: -100, width: 400, height: 200 });
    }
    const rounded = image(apply(framedDoc(), 'frameImage', { id: 'i1', kind: 'rounded' }));
    expect(frameBox(rounded)).toEqual({ x: -200, y: -100, width: 400, height: 200 });
  });

  it('every frame is a closed outline inside its box', () => {
    for (const kind of FRAME_KINDS) {
      const d = frameClip(image(apply(framedDoc(), 'frameImage', { id: 'i1', kind })));
      expect(d).toMatch(/^M.*Z$/);
      const numbers = d.match(/-?[\d.]+/g)!.map(Number);
      expect(Math.max(...numbers.map(Math.abs))).toBeLessThanOrEqual(200.001);
    }
  });

  it('the photo pans within its overflow and zooms from 1 to 8, clamped, each one undo-able command', () => {
    let doc = apply(framedDoc(), 'frameImage', { id: 'i1', kind: 'heart' });
    // 200 px of overflow sideways: 100 px to the right shows the photo's left quarter more
    const to = shiftPhoto(image(doc), { x: 0.5, y: 0.5, zoom: 1 }, 50, 30);
    expect(to).toEqual({ x: 0.25, y: 0.5, zoom: 1 });
    doc = apply(doc, 'placePhoto', { id: 'i1', x: -3, y: 0.5, zoom: 20 });
    expect(image(doc).inner).toEqual({ x: 0, y: 0.5, zoom: 8 });
    expect(photoBox(image(doc))).toEqual({ x: -100, y: -800, width: 3200, height: 1600 });
  });

  it('a crop without a frame cuts the picture at its own box; centred and unzoomed it is whole again', () => {
    let doc = apply(framedDoc(), 'placePhoto', { id: 'i1', x: 0, y: 1, zoom: 2 });
    expect(frameClip(image(doc))).toBe('M-200 -100L200 -100L200 100L-200 100Z');
    doc = apply(doc, 'placePhoto', { id: 'i1', x: 0.5, y: 0.5, zoom: 1 });
    expect(image(doc).inner).toBeUndefined();
  });

  it('the export cuts the photo with the frame in the picture\u2019s own coordinates', () => {
    const doc = apply(apply(framedDoc(), 'frameImage', { id: 'i1', kind: 'hexagon' }), 'placePhoto', { id: 'i1', x: 0, y: 0.5, zoom: 1 });
    const svg = toSvg(doc, res);
    expect(svg).toContain(
      '<g id="obj-i1" transform="translate(300 200)"><clipPath id="obj-i1-frame"><path d="M0 -100L86.603 -50L86.603 50L0 100L-86.603 50L-86.603 -50Z"/></clipPath>' +
        '<g clip-path="url(#obj-i1-frame)"><image x="-100" y="-100" width="400" height="200" preserveAspectRatio="none" href="photo.jpg"/></g></g>',
    );
  });

  it('a framed picture flipped and see-through: the frame\u2019s group carries both, the photo stays cut by the frame', () => {
    let doc = apply(framedDoc(), 'frameImage', { id: 'i1', kind: 'circle' });
    doc = apply(apply(doc, 'flip', { ids: ['i1'], axis: 'x' }), 'setOpacity', { ids: ['i1'], opacity: 0.5 });
    const svg = toSvg(doc, res);
    expect(svg).toContain('<g id="obj-i1" transform="translate(300 200) scale(-1 1)" opacity="0.5"><clipPath id="obj-i1-frame">');
    expect(svg).toContain('<g clip-path="url(#obj-i1-frame)"><image x="-200" y="-100" width="400" height="200"');
  });

  it('a stored frame and placement round-trip; an unknown frame or a placement out of bounds is refused by name', () => {
    const doc = apply(apply(framedDoc(), 'frameImage', { id: 'i1', kind: 'star' }), 'placePhoto', { id: 'i1', x: 0.2, y: 0.7, zoom: 1.5 });
    expect(restoreDocument(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
    const withImage = (patch: object) => ({ ...doc, objects: { i1: { ...image(doc), ...patch } } });
    expect(() => restoreDocument(withImage({ frame: { kind: 'skull' } }))).toThrow(
      'objects.i1.frame.kind: expected one of circle, rounded, heart, star, hexagon',
    );
    expect(() => restoreDocument(withImage({ inner: { x: 0.5, y: 0.5, zoom: 0.5 } }))).toThrow('objects.i1.inner.zoom: expected at least 1');
    expect(() => restoreDocument(withImage({ inner: { x: 2, y: 0.5, zoom: 1 } }))).toThrow(RestoreError);
  });
});
