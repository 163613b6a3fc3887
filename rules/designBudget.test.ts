import { describe, expect, it } from 'vitest';
import {
  designBudgetRefusal,
  MAX_DESIGN_CHARACTERS,
  MAX_DESIGN_OBJECTS,
  MAX_DESIGN_PICTURES,
  MAX_DESIGN_PIXELS,
  MAX_TEXT_CHARACTERS,
  nestsDeeperThan,
  roomFor,
  type BudgetedDesign,
} from './designBudget';

const text = (t: string, fontSize = 60, scale = 1) => ({ kind: 'text' as const, text: t, fontSize, transform: { scaleX: scale, scaleY: scale } });
const image = (src: string, w: number, h: number) => ({ kind: 'image' as const, src, naturalWidth: w, naturalHeight: h });
const design = (objects: BudgetedDesign['objects'], background: BudgetedDesign['background'] = null): BudgetedDesign => ({
  canvas: { width: 600, height: 400 },
  background,
  objects,
});
const many = <T>(n: number, make: (i: number) => T) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i + 1}`, make(i)]));

describe('designBudgetRefusal', () => {
  it('lets a real design through: a photo at the upload cap, a big title, a few lines of text', () => {
    const real = design(
      { t1: text('Happy birthday Anna!', 60, 5), t2: text('x'.repeat(300), 20), i3: image('/media/uploads/a.jpg', 8000, 6000) },
      { src: '/media/uploads/b.jpg', naturalWidth: 8660, naturalHeight: 5773 },
    );
    expect(designBudgetRefusal(real)).toBeUndefined();
  });

  it('counts objects, a text’s characters and all characters', () => {
    expect(designBudgetRefusal(design(many(MAX_DESIGN_OBJECTS, () => text('a'))))).toBeUndefined();
    expect(designBudgetRefusal(design(many(MAX_DESIGN_OBJECTS + 1, () => text('a'))))).toEqual({
      limit: 'objects',
      field: 'objects',
      value: MAX_DESIGN_OBJECTS + 1,
      max: MAX_DESIGN_OBJECTS,
    });
    expect(designBudgetRefusal(design({ t1: text('W'.repeat(MAX_TEXT_CHARACTERS)) }))).toBeUndefined();
    expect(designBudgetRefusal(design({ t1: text('W'.repeat(MAX_TEXT_CHARACTERS + 1)) }))).toMatchObject({
      limit: 'text-characters',
      field: 'objects.t1.text',
    });
    const total = many(MAX_DESIGN_CHARACTERS / 250 + 1, () => text('a'.repeat(250), 1));
    expect(designBudgetRefusal(design(total))).toMatchObject({ limit: 'characters', value: MAX_DESIGN_CHARACTERS + 250 });
  });

  it('weighs texts by their glyphs’ area against the print’s: the attack of 1,900 W at size 1000 x scale 1000 is refused', () => {
    // 20 characters of 60 px scaled 4: 20 x 240² = 1.15 M px² over 240,000 px², nearly 5 times the print
    expect(designBudgetRefusal(design({ t1: text('W'.repeat(20), 60, 4) }))).toBeUndefined();
    expect(designBudgetRefusal(design({ t1: text('W'.repeat(400), 1000, 1) }))).toMatchObject({ limit: 'text-coverage', field: 'objects' });
    expect(designBudgetRefusal(design({ t1: text('W', 1000, 1000) }))).toMatchObject({ limit: 'text-coverage', value: 4_166_667 });
  });

  it('counts the pictures placed, the background included', () => {
    const picture = image('/media/uploads/p.jpg', 100, 100);
    const bg = { src: '/media/uploads/b.jpg', naturalWidth: 100, naturalHeight: 100 };
    expect(designBudgetRefusal(design(many(MAX_DESIGN_PICTURES, () => picture)))).toBeUndefined();
    expect(
      designBudgetRefusal(
        design(
          many(MAX_DESIGN_PICTURES, () => picture),
          bg,
        ),
      ),
    ).toEqual({
      limit: 'pictures',
      field: 'objects',
      value: MAX_DESIGN_PICTURES + 1,
      max: MAX_DESIGN_PICTURES,
    });
  });

  it('counts the pixels of every placement, the real ones when known', () => {
    const photo = image('/media/uploads/p.jpg', 7000, 7000); // 49 MP
    expect(designBudgetRefusal(design(many(4, () => photo)))).toBeUndefined();
    expect(designBudgetRefusal(design(many(5, () => photo)))).toEqual({ limit: 'image-pixels', field: 'objects', value: 5 * 49e6, max: MAX_DESIGN_PIXELS });
    // the document claims 1 x 1 px; the bytes say 49 MP: 1,500 placements of it are refused
    const claimed = many(50, () => image('/media/uploads/p.jpg', 1, 1));
    expect(designBudgetRefusal(design(claimed))).toBeUndefined();
    expect(designBudgetRefusal(design(claimed), () => 49e6)).toMatchObject({ limit: 'image-pixels' });
    // a vector picture decodes no pixels
    expect(designBudgetRefusal(design(many(50, () => image('/media/designs/x.svg', 16000, 16000))), () => 0)).toBeUndefined();
  });
});

describe('roomFor', () => {
  it('leaves room for a text below the object budget, for a picture below the picture budget too', () => {
    const bg = { src: '/media/uploads/b.jpg', naturalWidth: 100, naturalHeight: 100 };
    const pictures = design(
      many(MAX_DESIGN_PICTURES - 1, () => image('/media/uploads/p.jpg', 10, 10)),
      bg,
    );
    expect(roomFor(pictures, 'image')).toBe(false);
    expect(roomFor(pictures, 'text')).toBe(true);
    expect(roomFor(design(many(MAX_DESIGN_PICTURES - 1, () => image('/media/uploads/p.jpg', 10, 10))), 'image')).toBe(true);
    expect(roomFor(design(many(MAX_DESIGN_OBJECTS, () => text('a'))), 'text')).toBe(false);
  });
});

describe('nestsDeeperThan', () => {
  it('measures nesting without recursion, even 400,000 deep', () => {
    expect(nestsDeeperThan({ objects: { t1: { transform: { x: 1 } } } }, 4)).toBe(false);
    expect(nestsDeeperThan({ objects: { t1: { transform: { x: [1] } } } }, 4)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    let deep: unknown = [];
    for (let i = 0; i < 400_000; i++) deep = [deep];
    expect(nestsDeeperThan({ a: deep }, 32)).toBe(true);
    expect(() => JSON.stringify(deep)).toThrow(RangeError); // what the contract used to do first
  });
});
