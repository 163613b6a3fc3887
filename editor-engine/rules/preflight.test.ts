import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument } from '../model.js';
import { DEFAULT_PRINT_SPEC, effectiveDpi, imageName, physicalSizeMm, preflight } from './preflight.js';

// A 600 x 400 px canvas printed at 30 x 20 cm (11.811 x 7.874 in): 2 canvas px per mm.
function doc(width: number | null = 30, height: number | null = 20): DesignDocument {
  return { ...createDocument({ productId: 1, typeCode: 8, width, height }) };
}

/** An image spanning the middle 300 canvas px (15 cm = 5.906 in) wide whose source gives `dpi` at that size. */
function withImage(d: DesignDocument, dpi: number, src = '/media/uploads/holiday.jpg'): DesignDocument {
  const naturalWidth = Math.round((dpi * 150) / 25.4);
  const naturalHeight = Math.round((naturalWidth * 2) / 3);
  const placed = apply(d, 'addImage', { src, naturalWidth, naturalHeight });
  const id = placed.order[placed.order.length - 1];
  return apply(placed, 'scale', { ids: [id], scaleX: 300 / naturalWidth, scaleY: 300 / naturalWidth });
}

describe('effective resolution', () => {
  it('is source pixels per printed inch, the worse axis', () => {
    // 1200 px drawn across the whole 600 px canvas printed 254 mm wide: 10 in -> 120 DPI.
    expect(effectiveDpi({ width: 1200, height: 800 }, { width: 600, height: 400 }, { width: 600, height: 400 }, { width: 254, height: 254 })).toBeCloseTo(80);
    expect(effectiveDpi({ width: 1200, height: 800 }, { width: 600, height: 400 }, { width: 600, height: 400 }, { width: 254, height: 127 })).toBeCloseTo(120);
  });

  it('warns below 150 DPI and more strongly below 72, naming the image', () => {
    expect(preflight(withImage(doc(), 151)).filter((w) => w.code.startsWith('image'))).toEqual([]);
    const low = preflight(withImage(doc(), 149)).filter((w) => w.code.startsWith('image'));
    expect(low).toEqual([expect.objectContaining({ code: 'image-low-resolution', severity: 'warning', name: 'holiday.jpg' })]);
    expect(low[0].dpi).toBeGreaterThanOrEqual(148);
    expect(low[0].dpi).toBeLessThan(150);
    const at72 = preflight(withImage(doc(), 73)).filter((w) => w.code.startsWith('image'));
    expect(at72.map((w) => w.code)).toEqual(['image-low-resolution']);
    const veryLow = preflight(withImage(doc(), 70)).filter((w) => w.code.startsWith('image'));
    expect(veryLow).toEqual([expect.objectContaining({ code: 'image-very-low-resolution', severity: 'strong', name: 'holiday.jpg' })]);
  });

  it('is recomputed when the image is scaled or the size changes', () => {
    const d = withImage(doc(), 160);
    expect(preflight(d).filter((w) => w.code.startsWith('image'))).toEqual([]);
    const id = d.order[0];
    const s = d.objects[id].transform.scaleX * 1.2;
    const bigger = apply(d, 'scale', { ids: [id], scaleX: s, scaleY: s });
    expect(preflight(bigger).map((w) => w.code)).toContain('image-low-resolution');
    const larger: DesignDocument = { ...d, product: { ...d.product, width: 60, height: 40 } };
    expect(preflight(larger).map((w) => w.code)).toContain('image-low-resolution');
  });

  it('judges a background image as drawn (cover) and names it', () => {
    // 600 x 400 px source covering 30 x 20 cm: 600 / 11.81 in = 50.8 DPI.
    const d = apply(doc(), 'addBackground', { src: '/media/uploads/sky.png', naturalWidth: 600, naturalHeight: 400 });
    expect(preflight(d)).toEqual([expect.objectContaining({ code: 'image-very-low-resolution', objectId: 'background', name: 'sky.png', dpi: 50 })]);
  });

  it('says nothing before the physical size is known', () => {
    expect(physicalSizeMm(doc(null, null))).toBeNull();
    expect(preflight(withImage(doc(null, null), 10))).toEqual([]);
  });

  it('reads inches as inches', () => {
    const d = doc(10, 10);
    expect(physicalSizeMm({ ...d, product: { ...d.product, unit: 'inch' } })).toEqual({ width: 254, height: 254 });
  });

  it('names an image by its file, never by a data URI', () => {
    expect(imageName('/media/uploads/ab12.jpg?x=1')).toBe('ab12.jpg');
    expect(imageName('data:image/png;base64,AAAA')).toBe('image');
  });
});

describe('safe area', () => {
  const spec = { ...DEFAULT_PRINT_SPEC, safeMm: 50 }; // 50 mm = 100 canvas px from each edge

  it('flags an image crossing into the margin, not one inside it', () => {
    const inside = withImage(doc(), 300); // 300 x 200 px in the middle: 150 px from the sides
    expect(preflight(inside, spec).filter((w) => w.code === 'outside-safe-area')).toEqual([]);
    const id = inside.order[0];
    const near = apply(inside, 'move', { ids: [id], dx: 51, dy: 0 }); // right edge at 501 px: 1 px into the margin
    expect(preflight(near, spec)).toEqual([expect.objectContaining({ code: 'outside-safe-area', objectId: id, name: 'holiday.jpg' })]);
    const atEdge = apply(inside, 'move', { ids: [id], dx: 50, dy: 0 }); // exactly on the safe line
    expect(preflight(atEdge, spec)).toEqual([]);
  });

  it('flags text by its measured box, rotated boxes included', () => {
    let d = apply(doc(), 'addText', { text: 'Hello', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000000' });
    const id = d.order[0];
    const measure = () => ({ width: 200, ascent: 40, descent: 10 }); // 200 x 50 px box centred on the position
    d = apply(d, 'move', { ids: [id], dx: 300 - d.objects[id].transform.x, dy: 200 - d.objects[id].transform.y });
    expect(preflight(d, spec, measure)).toEqual([]);
    const rotated = apply(d, 'rotate', { ids: [id], angle: 90 }); // 50 x 200: top at 100 px
    expect(preflight(rotated, spec, measure)).toEqual([]);
    const low = apply(rotated, 'move', { ids: [id], dx: 0, dy: 1 });
    expect(preflight(low, spec, measure).map((w) => w.code)).toEqual(['outside-safe-area']);
  });

  it('leaves out objects entirely off the canvas (nothing of them prints)', () => {
    const d = withImage(doc(), 300);
    const gone = apply(d, 'move', { ids: [d.order[0]], dx: 2000, dy: 0 });
    expect(preflight(gone, spec)).toEqual([]);
  });
});

describe('text size', () => {
  it('flags text printing below the product minimum, at the threshold exactly', () => {
    // 2 canvas px per mm: a 40 px font prints 20 mm tall.
    let d = apply(doc(), 'addText', { text: 'Small print', font: 'Roboto', fontFile: 'roboto-latin-400-normal.woff', fill: '#000000' });
    const id = d.order[0];
    d = apply(d, 'editText', { id, fontSize: 40 });
    const measure = () => ({ width: 10, ascent: 8, descent: 2 });
    expect(preflight(d, { ...DEFAULT_PRINT_SPEC, minTextMm: 20 }, measure)).toEqual([]);
    expect(preflight(d, { ...DEFAULT_PRINT_SPEC, minTextMm: 20.1 }, measure)).toEqual([
      expect.objectContaining({ code: 'text-too-small', objectId: id, name: 'Small print', heightMm: 20 }),
    ]);
    const shrunk = apply(d, 'scale', { ids: [id], scaleX: 0.5, scaleY: 0.5 });
    expect(preflight(shrunk, { ...DEFAULT_PRINT_SPEC, minTextMm: 20 }, measure)[0]).toMatchObject({ code: 'text-too-small', heightMm: 10 });
  });
});
