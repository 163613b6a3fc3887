import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument } from '../model.js';
import { effectColour } from './effect.js';
import { backgroundOverflow, buildScene, shiftBackground } from './scene.js';

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

  it('places the background photo where the shopper moved it: its overflow by the position, always covering the canvas', () => {
    // 800 x 300 covers 400 x 300 at its own size: 400 px to spare across, none down
    const doc = sample();
    expect(backgroundOverflow(doc)).toEqual({ x: 400, y: 0 });
    const at = (x: number, y: number) => buildScene(apply(doc, 'moveBackground', { x, y }), { outlineText: () => outline }).items[0];
    expect(at(0, 0.5)).toMatchObject({ id: 'background', x: 0, y: 0, width: 800, height: 300, fit: 'slice' });
    expect(at(1, 0.5)).toMatchObject({ x: -400, y: 0, width: 800, height: 300 });
    expect(at(0.25, 0.9)).toMatchObject({ x: -100, y: 0, width: 800, height: 300 });
    // centred is the canvas’s own box, as before the photo could move
    expect(at(0.5, 0.5)).toMatchObject({ x: 0, y: 0, width: 400, height: 300 });
  });

  it('turns a move in canvas pixels into a position, clamped at the photo’s edges', () => {
    const doc = sample();
    const centre = { x: 0.5, y: 0.5 };
    expect(shiftBackground(doc, centre, 100, 0)).toEqual({ x: 0.25, y: 0.5 }); // moved right: more of its left shows
    expect(shiftBackground(doc, centre, -1000, 0)).toEqual({ x: 1, y: 0.5 });
    expect(shiftBackground(doc, centre, 1000, 50)).toEqual({ x: 0, y: 0.5 }); // no room down: y stays
  });

  it('keeps the photo’s position when the size changes the canvas’s proportions, still covering it', () => {
    const moved = apply(sample(), 'moveBackground', { x: 0.2, y: 0.5 });
    const tall = apply(moved, 'setShape', { kind: 'square' });
    expect(tall.canvas).toEqual({ width: 400, height: 400 });
    expect(tall.background?.position).toEqual({ x: 0.2, y: 0.5 });
    const bg = buildScene(tall, { outlineText: () => null }).items[0];
    // 800 x 300 covering 400 x 400: 1067 x 400, its 667 px of overflow placed at a fifth
    expect(bg).toMatchObject({ y: 0, height: 400 });
    if (bg.kind !== 'image') throw new Error('expected the photo');
    expect(bg.width).toBeCloseTo(1066.667, 2);
    expect(bg.x).toBeCloseTo(-0.2 * 666.667, 2);
    expect(bg.x + bg.width).toBeGreaterThanOrEqual(400);
  });
});
