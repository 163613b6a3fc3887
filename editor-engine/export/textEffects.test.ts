import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { buildScene, type ScenePath } from './scene.js';
import { toSvg, type ExportResources } from './svg.js';

// A text's outline, shadow and red letters, decided once in the scene (the canvas draws the same layers) and written
// by toSvg as plain paths: a stroke under the fill and a hard offset copy, which resvg and svg-to-pdfkit draw alike.

const res: ExportResources = {
  outlineText: (t) => ({
    d: 'M0 -10L10 -10L10 0Z',
    width: 20,
    ascent: 10,
    descent: 2,
    size: 50,
    ...(t.colours ? { parts: [{ d: 'M10 -10L20 -10L20 0Z', fill: t.colours[0].fill }] } : {}),
  }),
  imageHref: (src) => src,
};

let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 400, height: 300 });
doc = apply(doc, 'addText', { text: 'ab', font: 'R', fontFile: 'r.woff', fill: '#000000' });
const plainSvg = toSvg(doc, res);
doc = apply(doc, 'setTextEffects', { id: 't1', stroke: { colour: '#ffffff', width: 0.05 }, shadow: { colour: '#808080' } });
doc = apply(doc, 'colourCharacters', { id: 't1', start: 1, end: 2, fill: '#ff0000' });

describe('a text with effects in the scene and the export', () => {
  it('the scene sizes the outline and the shadow by the size the lines were set at', () => {
    const path = buildScene(doc, { outlineText: res.outlineText }).items[0] as ScenePath;
    expect(path.stroke).toEqual({ colour: '#ffffff', width: 5 }); // 2 x 0.05 x 50: half of it shows outside
    expect(path.shadow).toEqual({ fill: '#808080', dx: 3, dy: 3 });
    expect(path.parts).toEqual([{ d: 'M10 -10L20 -10L20 0Z', fill: '#ff0000' }]);
  });

  it('writes the shadow, the outline, the letters and the red letters bottom to top in one group', () => {
    const svg = toSvg(doc, res);
    expect(svg).toContain(
      '<g id="obj-t1" transform="translate(200 150) translate(-10 4)">' +
        '<path fill="#808080" stroke="#808080" stroke-width="5" stroke-linejoin="round" transform="translate(3 3)" d="M0 -10L10 -10L10 0ZM10 -10L20 -10L20 0Z"/>' +
        '<path fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" d="M0 -10L10 -10L10 0ZM10 -10L20 -10L20 0Z"/>' +
        '<path fill="#000000" d="M0 -10L10 -10L10 0Z"/>' +
        '<path fill="#ff0000" d="M10 -10L20 -10L20 0Z"/></g>',
    );
  });

  it('the effect (sepia, grayscale) tints them when baked, as every flat colour', () => {
    const baked = toSvg(apply(doc, 'setEffect', { effect: 'grayscale' }), res, { effect: 'baked' });
    expect(baked).not.toContain('#ff0000');
  });

  it('a text without them is written as before, byte for byte', () => {
    expect(plainSvg).toContain('<path id="obj-t1" fill="#000000" transform="translate(200 150) translate(-10 4)" d="M0 -10L10 -10L10 0Z"/>');
  });
});
