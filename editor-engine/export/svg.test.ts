import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument } from '../model.js';
import { toSvg, type ExportResources } from './svg.js';

/** A fake outliner (the real one lives in workers/ and is tested there): a box per character. */
const res: ExportResources = {
  outlineText: (t) => ({ d: t.text ? `M0 -10L${t.text.length * 10} -10L${t.text.length * 10} 0Z` : '', width: t.text.length * 10, ascent: 10, descent: 2 }),
  imageHref: (src) => `https://cdn.example/${src}?a=1&b=2`,
};

function sample(): DesignDocument {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 400, height: 300 });
  doc = apply(doc, 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 600 });
  doc = apply(doc, 'setBackgroundColour', { colour: '#010203' });
  doc = apply(doc, 'addImage', { src: 'logo.png', naturalWidth: 96, naturalHeight: 96 });
  doc = apply(doc, 'rotate', { ids: ['i1'], angle: 30 });
  doc = apply(doc, 'addText', { text: 'abc', font: 'R', fontFile: 'r.woff', fill: '#ff0000' });
  doc = apply(doc, 'scale', { ids: ['t2'], scaleX: 0.5, scaleY: 0.5 });
  return doc;
}

describe('toSvg', () => {
  it('is deterministic and writes objects in order with fixed number formatting', () => {
    const svg = toSvg(sample(), res);
    expect(toSvg(structuredClone(sample()), res)).toBe(svg);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><g>' +
        '<rect id="background-colour" x="0" y="0" width="400" height="300" fill="#010203"/>' +
        '<image id="background" x="0" y="0" width="400" height="300" preserveAspectRatio="xMidYMid slice" href="https://cdn.example/bg.png?a=1&amp;b=2"/>' +
        '<image id="obj-i1" x="-48" y="-48" width="96" height="96" preserveAspectRatio="none" href="https://cdn.example/logo.png?a=1&amp;b=2" transform="translate(200 150) rotate(30)"/>' +
        '<path id="obj-t2" fill="#ff0000" transform="translate(200 150) scale(0.5 0.5) translate(-15 4)" d="M0 -10L30 -10L30 0Z"/>' +
        '</g></svg>\n',
    );
  });

  it('scales the output size, not the view box', () => {
    expect(toSvg(sample(), res, { scale: 10 })).toContain('width="4000" height="3000" viewBox="0 0 400 300"');
  });

  it('clips to the shape: circle, square and rectangle, rounded by the SPEC 20 px of a 600 px square (rules/shape.ts)', () => {
    const shape = (kind: 'circle' | 'square' | 'rectangle', rounded = false) => toSvg(apply(sample(), 'setShape', { kind, rounded }), res);
    // a circle or a square makes the canvas square (logic/canvasSize.ts): the cut fills it
    expect(shape('circle')).toContain('viewBox="0 0 400 400"');
    expect(shape('circle')).toContain('<clipPath id="atelier-shape"><circle cx="200" cy="200" r="200"/></clipPath>');
    expect(shape('square')).toContain('<rect x="0" y="0" width="400" height="400"/>');
    // the corner is a share of the short side: 20 of 600, 13.333 of 400, 10 of 300
    expect(shape('square', true)).toContain('<rect x="0" y="0" width="400" height="400" rx="13.333" ry="13.333"/>');
    // a document saved before (a circle on a 3:2 canvas) still cuts the centred circle
    const old = { ...sample(), shape: { kind: 'circle' as const, rounded: false } };
    expect(toSvg(old, res)).toContain('<circle cx="200" cy="150" r="150"/>');
    expect(shape('rectangle', true)).toContain('<rect x="0" y="0" width="400" height="300" rx="10" ry="10"/>');
    expect(shape('rectangle')).toContain('<g clip-path="url(#atelier-shape)">');
    expect(toSvg(sample(), res)).not.toContain('clipPath');
  });

  it('applies sepia and grayscale as SVG colour-matrix filters', () => {
    const sepia = toSvg(apply(sample(), 'setEffect', { effect: 'sepia' }), res);
    expect(sepia).toContain('<feColorMatrix type="matrix" values="0.393 0.769 0.189');
    expect(sepia).toContain('filter="url(#atelier-effect)"');
    const grey = toSvg(apply(sample(), 'setEffect', { effect: 'grayscale' }), res);
    expect(grey).toContain('values="0.2126 0.7152 0.0722');
  });

  it('skips empty texts and uses the hrefs the caller gives (embedded or referenced)', () => {
    const doc = apply(sample(), 'editText', { id: 't2', text: '' });
    expect(toSvg(doc, res)).not.toContain('obj-t2');
    const embedded = toSvg(doc, { ...res, imageHref: () => 'data:image/png;base64,AAAA' });
    expect(embedded).toContain('href="data:image/png;base64,AAAA"');
  });

  it('writes a centred photo as it always did, and a moved one as its whole covering box, cut by the canvas', () => {
    const centred = apply(sample(), 'moveBackground', { x: 0.5, y: 0.5 });
    expect(toSvg(centred, res)).toBe(toSvg(sample(), res));
    // 800 x 600 covers 400 x 300 at half size: nothing to spare across, 0 down... so take a wide photo
    const wide = apply(sample(), 'replaceBackground', { src: 'bg.png', naturalWidth: 900, naturalHeight: 300 });
    const svg = toSvg(apply(wide, 'moveBackground', { x: 0, y: 0.5 }), res);
    expect(svg).toContain('<image id="background" x="0" y="0" width="900" height="300" preserveAspectRatio="xMidYMid slice"');
    expect(toSvg(apply(wide, 'moveBackground', { x: 1, y: 0.5 }), res)).toContain('<image id="background" x="-500" y="0" width="900" height="300"');
    expect(svg).toContain('viewBox="0 0 400 300"');
  });
});
