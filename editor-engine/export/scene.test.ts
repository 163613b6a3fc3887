import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { effectColour } from './effect.js';
import { buildScene } from './scene.js';

const outline = { d: 'M0 -10L30 -10L30 0Z', width: 30, ascent: 10, descent: 2 };

function sample() {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 400, height: 300 });
  doc = apply(doc, 'addBackground', { src: '/bg.jpg', naturalWidth: 800, naturalHeight: 300 });
  doc = apply(doc, 'addImage', { src: '/media/designs/openmoji/7.svg', naturalWidth: 72, naturalHeight: 72 });
  return apply(doc, 'addText', { text: 'Hi', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#ff0000' });
}

describe('the scene the canvas and the export both draw', () => {
  it('places each primitive once: the background covering the canvas, a picture in its natural box, a text line centred', () => {
    const scene = buildScene(sample(), { outlineText: () => outline });
    expect(scene.items).toEqual([
      { kind: 'image', id: 'background', src: '/bg.jpg', x: 0, y: 0, width: 400, height: 300, fit: 'slice', transform: null },
      expect.objectContaining({ kind: 'image', id: 'obj-i1', x: -36, y: -36, width: 72, height: 72, fit: 'none' }),
      expect.objectContaining({ kind: 'path', id: 'obj-t2', d: outline.d, fill: '#ff0000', inner: { dx: -15, dy: 4 } }),
    ]);
  });

  it('leaves out a text whose outline is not known yet, and cuts the shape', () => {
    const circle = apply(sample(), 'setShape', { kind: 'circle' });
    const scene = buildScene(circle, { outlineText: () => null });
    expect(scene.items.map((i) => i.id)).toEqual(['background', 'obj-i1']);
    expect(scene.clip).toEqual({ kind: 'circle', cx: 200, cy: 200, r: 200 });
  });

  it('bakes the effect into flat colours, or leaves it to apply over everything', () => {
    const sepia = apply(sample(), 'setEffect', { effect: 'sepia' });
    expect(buildScene(sepia, { outlineText: () => outline }).effect).toBe('sepia');
    const baked = buildScene(sepia, { outlineText: () => outline, baked: true });
    expect(baked.effect).toBe('original');
    expect(baked.items[2]).toMatchObject({ fill: effectColour('#ff0000', 'sepia') });
    expect(effectColour('#ff0000', 'sepia')).not.toBe('#ff0000');
  });
});
