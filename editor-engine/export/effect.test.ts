import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { EFFECT_MATRIX, effectColour, effectFilter } from './effect.js';
import { toSvg, type ExportResources } from './svg.js';

const res: ExportResources = {
  outlineText: (t) => ({ d: 'M0 0L10 0Z', width: t.text.length * 10, ascent: 10, descent: 2 }),
  imageHref: (src) => `baked/${src}`,
};

describe('effects', () => {
  it('effectColour applies the filter matrix to a flat colour, clamped and rounded', () => {
    expect(effectColour('#ffffff', 'sepia')).toBe('#ffffef'); // 1.351, 1.203, 0.937 -> clamped
    expect(effectColour('#000000', 'sepia')).toBe('#000000');
    expect(effectColour('#ff0000', 'grayscale')).toBe('#363636'); // 0.2126 * 255 = 54.2
    expect(effectColour('#336699', 'original')).toBe('#336699');
  });

  it('the filter carries the same matrix values as before (SVG goldens stay byte-identical)', () => {
    expect(effectFilter('f', 'sepia', 0, 0, 400, 300)).toContain(`values="${EFFECT_MATRIX.sepia.join(' ')}"`);
    expect(EFFECT_MATRIX.sepia.join(' ')).toBe('0.393 0.769 0.189 0 0 0.349 0.686 0.168 0 0 0.272 0.534 0.131 0 0 0 0 0 1 0');
  });

  it("toSvg with effect 'baked' writes no filter and paints converted colours; the default keeps the filter", () => {
    let doc = createDocument({ productId: 1, typeCode: 9 }, { width: 400, height: 300 });
    doc = apply(doc, 'setBackgroundColour', { colour: '#ff0000' });
    doc = apply(doc, 'addBackground', { src: 'bg.png', naturalWidth: 400, naturalHeight: 300 });
    doc = apply(doc, 'addText', { text: 'a', font: 'R', fontFile: 'r.woff', fill: '#ffffff' });
    doc = apply(doc, 'setEffect', { effect: 'grayscale' });
    const filtered = toSvg(doc, res);
    expect(filtered).toContain('filter="url(#atelier-effect)"');
    expect(filtered).toContain('fill="#ff0000"');
    const baked = toSvg(doc, res, { effect: 'baked' });
    expect(baked).not.toContain('filter');
    expect(baked).toContain('fill="#363636"');
    expect(baked).toContain('fill="#ffffff"'); // white stays white under grayscale (rows sum to 1)
    expect(baked).toContain('href="baked/bg.png"');
  });
});
