import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { restoreDocument } from '../restore.js';
import { adjustMatrix, adjustPixels } from './adjust.js';
import { buildScene } from './scene.js';
import { toSvg, type ExportResources } from './svg.js';

const res: ExportResources = {
  outlineText: (t) => ({ d: 'M0 -10L10 -10L10 0Z', width: t.text.length * 10, ascent: 10, descent: 2 }),
  imageHref: (src, adjust) => (adjust ? `baked/${adjust.brightness}/${src}` : src),
};

function design() {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 400, height: 300 });
  doc = apply(doc, 'addImage', { src: 'logo.png', naturalWidth: 100, naturalHeight: 50 });
  doc = apply(doc, 'addText', { text: 'ab', font: 'R', fontFile: 'r.woff', fill: '#000000' });
  return doc;
}

const pixel = (rgb: [number, number, number], m: number[]) => {
  const data = new Uint8ClampedArray([...rgb, 200]);
  adjustPixels(data, m);
  return [...data];
};

describe('a picture’s adjustments as one colour matrix (issue 29)', () => {
  it('none is the identity; brightness scales, contrast scales about mid grey, saturation -100 is the luminance', () => {
    expect(pixel([10, 128, 250], adjustMatrix({ brightness: 0, contrast: 0, saturation: 0 }))).toEqual([10, 128, 250, 200]);
    expect(pixel([10, 100, 200], adjustMatrix({ brightness: 50, contrast: 0, saturation: 0 }))).toEqual([15, 150, 255, 200]);
    expect(pixel([0, 128, 255], adjustMatrix({ brightness: 0, contrast: -100, saturation: 0 }))).toEqual([128, 128, 128, 200]);
    const [r, g, b] = pixel([255, 0, 0], adjustMatrix({ brightness: 0, contrast: 0, saturation: -100 }));
    expect([r, g, b]).toEqual([54, 54, 54]); // 0.2126 of red
  });
});

describe('flip, opacity and adjustments in the scene and the export (issue 29)', () => {
  it('an older design writes the same bytes; the look is decided once in the scene', () => {
    const plain = design();
    const svg = toSvg(plain, res);
    expect(svg).not.toMatch(/opacity|filter|scale\(-/);
    let doc = apply(plain, 'flip', { ids: ['i1'], axis: 'x' });
    doc = apply(doc, 'flip', { ids: ['t2'], axis: 'y' });
    doc = apply(doc, 'setOpacity', { ids: ['i1', 't2'], opacity: 0.5 });
    doc = apply(doc, 'adjustImage', { id: 'i1', brightness: 20, saturation: -40 });
    const scene = buildScene(doc, { outlineText: res.outlineText });
    const [image, text] = scene.items;
    expect(image).toMatchObject({ kind: 'image', opacity: 0.5, adjust: { brightness: 20, contrast: 0, saturation: -40 } });
    expect(image.kind === 'image' && image.transform?.scaleX).toBeLessThan(0);
    expect(text).toMatchObject({ kind: 'path', opacity: 0.5 });
    expect(text.kind === 'path' && text.transform.scaleY).toBeLessThan(0);
    // the document keeps its own transform positive: the handles and the gestures know nothing of the flip
    expect(doc.objects.i1.transform.scaleX).toBeGreaterThan(0);

    const filtered = toSvg(doc, res);
    expect(filtered).toContain(
      `<filter id="adjust-obj-i1" x="-50" y="-25" width="100" height="50" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${adjustMatrix({ brightness: 20, contrast: 0, saturation: -40 }).join(' ')}"/>`,
    );
    expect(filtered).toMatch(
      /<image id="obj-i1"[^>]* href="logo.png" transform="[^"]*scale\(-[\d.]+ [\d.]+\)" opacity="0.5" filter="url\(#adjust-obj-i1\)"\/>/,
    );
    expect(filtered).toMatch(/<path id="obj-t2" fill="#000000" transform="[^"]*scale\(1 -1\)[^"]*" opacity="0.5" d=/);
    // the print's road: no filter (svg-to-pdfkit ignores them), the adjusted picture's pixels instead
    const baked = toSvg(doc, res, { effect: 'baked' });
    expect(baked).not.toContain('filter');
    expect(baked).toContain('href="baked/20/logo.png"');
  });

  it('flipping twice, opacity 1 and adjustments back at 0 leave the fields out again', () => {
    let doc = design();
    doc = apply(apply(doc, 'flip', { ids: ['i1'], axis: 'x' }), 'flip', { ids: ['i1'], axis: 'x' });
    doc = apply(apply(doc, 'setOpacity', { ids: ['i1'], opacity: 0.3 }), 'setOpacity', { ids: ['i1'], opacity: 1 });
    doc = apply(apply(doc, 'adjustImage', { id: 'i1', contrast: 10 }), 'adjustImage', { id: 'i1', contrast: 0 });
    expect(doc).toEqual(design());
    expect(() => apply(doc, 'setOpacity', { ids: ['i1'], opacity: 1.5 })).toThrow('opacity must be 0.1 to 1');
    expect(() => apply(doc, 'adjustImage', { id: 'i1', brightness: 101 })).toThrow('brightness must be -100 to 100');
    expect(() => apply(doc, 'adjustImage', { id: 't2', brightness: 1 })).toThrow('no picture with id t2');
  });

  it('restore keeps a valid look, leaves the defaults out, and names what is wrong', () => {
    const doc = apply(apply(design(), 'flip', { ids: ['i1'], axis: 'y' }), 'adjustImage', { id: 'i1', brightness: -30 });
    expect(restoreDocument(JSON.stringify(doc))).toEqual(doc);
    const raw = JSON.parse(JSON.stringify(design()));
    raw.objects.i1 = { ...raw.objects.i1, flipX: false, opacity: 1, adjust: { brightness: 0 } };
    expect(restoreDocument(raw)).toEqual(design());
    raw.objects.i1.adjust = { saturation: 12 };
    expect(restoreDocument(raw).objects.i1).toMatchObject({ adjust: { brightness: 0, contrast: 0, saturation: 12 } });
    const refused =
      (patch: object, id = 'i1') =>
      () =>
        restoreDocument({ ...raw, objects: { ...raw.objects, [id]: { ...raw.objects[id], ...patch } } });
    expect(refused({ flipX: 'yes' })).toThrow('Invalid design document at objects.i1.flipX: expected true or false');
    expect(refused({ opacity: 2 })).toThrow('objects.i1.opacity: expected at most 1');
    expect(refused({ adjust: { contrast: -101 } })).toThrow('objects.i1.adjust.contrast: expected at least -100');
    expect(refused({ adjust: [] })).toThrow('objects.i1.adjust: expected an object');
    expect(refused({ adjust: { brightness: 5 } }, 't2')).toThrow('objects.t2.adjust: only pictures can be adjusted');
  });
});
