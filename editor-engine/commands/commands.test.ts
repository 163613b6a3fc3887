import { describe, expect, it } from 'vitest';
import { createDocument, type DesignDocument, type ImageObject, type TextObject } from '../model.js';
import { apply, commands, runCommand } from './index.js';

const base = (): DesignDocument => createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
const withBg = () => apply(base(), 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 600 });
const HEB = { font: 'Noto Sans Hebrew', fontFile: 'noto-sans-hebrew-hebrew-400-normal.woff' };

describe('commands', () => {
  it('are all registered in one index, each with its own name', () => {
    for (const [key, cmd] of Object.entries(commands)) expect(cmd.name).toBe(key);
    expect(Object.keys(commands).length).toBeGreaterThanOrEqual(20);
  });

  it('never mutate the input document', () => {
    const doc = withBg();
    const frozen = JSON.stringify(doc);
    apply(doc, 'addText', { text: 'a', font: 'Roboto', fontFile: 'f.woff', fill: '#fff' });
    apply(doc, 'removeBackground', undefined);
    expect(JSON.stringify(doc)).toBe(frozen);
  });

  it('removing the background resets effect and shape; replacing keeps them', () => {
    let doc = apply(withBg(), 'setShape', { kind: 'square', rounded: true });
    doc = apply(doc, 'setEffect', { effect: 'sepia' });
    const replaced = apply(doc, 'replaceBackground', { src: 'b2.png', naturalWidth: 10, naturalHeight: 10 });
    expect(replaced.shape).toEqual({ kind: 'square', rounded: true });
    expect(replaced.effect).toBe('sepia');
    const removed = apply(doc, 'removeBackground', undefined);
    expect(removed.background).toBeNull();
    expect(removed.shape).toEqual({ kind: 'original', rounded: false });
    expect(removed.effect).toBe('original');
    expect(() => apply(base(), 'replaceBackground', { src: 'x.png', naturalWidth: 1, naturalHeight: 1 })).toThrow(/no background/);
  });

  it('add image fits a large upload to canvas minus 25 in 10 px steps and centres it', () => {
    const doc = apply(base(), 'addImage', { src: 'big.png', naturalWidth: 1200, naturalHeight: 900 });
    const img = doc.objects.i1 as ImageObject;
    const w = img.naturalWidth * img.transform.scaleX;
    expect(w * 0.75).toBeLessThanOrEqual(400 - 25);
    expect(w).toBe(500); // 1200 - 70 * 10: height 375 = 400 - 25 exactly
    expect([img.transform.x, img.transform.y]).toEqual([300, 200]);
    const small = apply(base(), 'addImage', { src: 's.png', naturalWidth: 100, naturalHeight: 50 });
    expect(small.objects.i1.transform.scaleX).toBe(1);
  });

  it('add text uses size 60, a normalised colour and deterministic ids', () => {
    let doc = apply(base(), 'addText', { text: 'שלום', ...HEB, fill: '#ABC', rightToLeft: true });
    doc = apply(doc, 'addImage', { src: 'a.png', naturalWidth: 10, naturalHeight: 10 });
    const t = doc.objects.t1 as TextObject;
    expect(t).toMatchObject({ fontSize: 60, fill: '#aabbcc', rightToLeft: true });
    expect(doc.order).toEqual(['t1', 'i2']);
    expect(() => apply(base(), 'addText', { text: 'a', font: 'R', fontFile: 'r.woff', fill: 'nope' })).toThrow(/keyword color string/);
  });

  it('edit text changes content and style', () => {
    let doc = apply(base(), 'addText', { text: 'a', font: 'Roboto', fontFile: 'r.woff', fill: '#000' });
    doc = apply(doc, 'editText', { id: 't1', text: 'b', fill: 'red', font: 'Lobster', fontFile: 'l.woff', rightToLeft: true });
    expect(doc.objects.t1).toMatchObject({ text: 'b', fill: '#ff0000', font: 'Lobster', fontFile: 'l.woff', rightToLeft: true });
    expect(() => apply(doc, 'editText', { id: 'i9', text: 'x' })).toThrow(/no text/);
  });

  it('a text is added in a box that fits the canvas, and edited words are fitted to it at the text’s scale (issue 26)', () => {
    let doc = apply(base(), 'addText', { text: 'a', font: 'Roboto', fontFile: 'r.woff', fill: '#000' });
    expect((doc.objects.t1 as TextObject).box).toEqual({ width: 550, height: 270 });
    doc = apply(doc, 'scale', { ids: ['t1'], scaleX: 2, scaleY: 2 });
    doc = apply(doc, 'editText', { id: 't1', text: 'a much longer text' });
    expect((doc.objects.t1 as TextObject).box).toEqual({ width: 275, height: 135 });
  });

  it('move, scale and rotate change transforms of the given ids only', () => {
    let doc = apply(base(), 'addText', { text: 'a', font: 'R', fontFile: 'r.woff', fill: '#000' });
    doc = apply(doc, 'addText', { text: 'b', font: 'R', fontFile: 'r.woff', fill: '#000' });
    doc = apply(doc, 'move', { ids: ['t1', 'missing'], dx: 5, dy: -3 });
    doc = apply(doc, 'scale', { ids: ['t1'], scaleX: 2, scaleY: 0.5 });
    doc = apply(doc, 'rotate', { ids: ['t1'], angle: -30 });
    expect(doc.objects.t1.transform).toEqual({ x: 305, y: 197, scaleX: 2, scaleY: 0.5, angle: 330 });
    expect(doc.objects.t2.transform).toEqual({ x: 300, y: 200, scaleX: 1, scaleY: 1, angle: 0 });
    expect(() => apply(doc, 'scale', { ids: ['t1'], scaleX: 0, scaleY: 1 })).toThrow();
    expect(() => apply(doc, 'move', { ids: ['t1'], dx: NaN, dy: 0 })).toThrow();
  });

  it('reorder and delete selection keep order consistent', () => {
    let doc = base();
    for (const text of ['a', 'b', 'c']) doc = apply(doc, 'addText', { text, font: 'R', fontFile: 'r.woff', fill: '#000' });
    expect(apply(doc, 'reorder', { id: 't1', to: 'front' }).order).toEqual(['t2', 't3', 't1']);
    expect(apply(doc, 'reorder', { id: 't3', to: 'back' }).order).toEqual(['t3', 't1', 't2']);
    expect(apply(doc, 'reorder', { id: 't1', to: 'forward' }).order).toEqual(['t2', 't1', 't3']);
    expect(apply(doc, 'reorder', { id: 't1', to: 'backward' }).order).toEqual(['t1', 't2', 't3']);
    const del = apply(doc, 'deleteSelection', { ids: ['t1', 't3'] });
    expect(del.order).toEqual(['t2']);
    expect(Object.keys(del.objects)).toEqual(['t2']);
    expect(runCommand(doc, 'deleteSelection', { ids: ['zz'] }).patches).toEqual([]);
  });

  it('shape keeps rounded only for square and rectangle; effect is one at a time', () => {
    expect(apply(base(), 'setShape', { kind: 'circle', rounded: true }).shape).toEqual({ kind: 'circle', rounded: false });
    expect(apply(base(), 'setShape', { kind: 'rectangle', rounded: true }).shape).toEqual({ kind: 'rectangle', rounded: true });
    const doc = apply(apply(base(), 'setEffect', { effect: 'sepia' }), 'setEffect', { effect: 'grayscale' });
    expect(doc.effect).toBe('grayscale');
    expect(() => apply(base(), 'setEffect', { effect: 'blur' as never })).toThrow(/unknown effect/);
  });

  it('product commands: size follows the sizing rule, pack rounds up, model resets size, features, quantity', () => {
    let doc = apply(base(), 'setSize', { width: 60 });
    expect([doc.product.width, doc.product.height]).toEqual([60, 40]);
    doc = apply(doc, 'setPack', { pack: 2.1 });
    expect(doc.product.pack).toBe(3);
    doc = apply(doc, 'setModel', { model: 'tee', modelSize: 'M' });
    doc = apply(doc, 'setModel', { model: 'hoodie' });
    expect([doc.product.model, doc.product.modelSize]).toEqual(['hoodie', null]);
    doc = apply(doc, 'setMaterial', { material: 'vinyl' });
    doc = apply(doc, 'setFeatures', { tissue: 'linen', mechanism: 'chain', drop: '2', chainPosition: 'left' });
    expect(doc.product).toMatchObject({ material: 'vinyl', tissue: 'linen', mechanism: 'chain', drop: '2', chainPosition: 'left' });
    expect(apply(doc, 'setQuantity', { quantity: 'abc' }).product.quantity).toBe(1);
    expect(apply(doc, 'setBackgroundColour', { colour: 'hsl(0, 100%, 50%)' }).backgroundColor).toBe('#ff0000');
    expect(() => apply(doc, 'setBackgroundColour', { colour: 'rgb(300, 0, 0)' })).toThrow(/Input rgb color string could not be parsed/);
  });

  it('move background places the photo’s overflow, clamped to 0..1, and needs a photo; a new photo starts centred', () => {
    let doc = apply(createDocument({ productId: 1, typeCode: 8 }), 'addBackground', { src: 'bg.png', naturalWidth: 800, naturalHeight: 300 });
    expect(apply(doc, 'moveBackground', { x: 0.1, y: 0.7 }).background?.position).toEqual({ x: 0.1, y: 0.7 });
    expect(apply(doc, 'moveBackground', { x: -3, y: 9 }).background?.position).toEqual({ x: 0, y: 1 });
    expect(() => apply(doc, 'moveBackground', { x: Number.NaN, y: 0 })).toThrow(/finite/);
    expect(() => apply(createDocument({ productId: 1, typeCode: 8 }), 'moveBackground', { x: 0, y: 0 })).toThrow(/no background photo/);
    doc = apply(doc, 'moveBackground', { x: 0, y: 0 });
    expect(apply(doc, 'replaceBackground', { src: 'b.png', naturalWidth: 10, naturalHeight: 10 }).background?.position).toBeUndefined();
  });
});
