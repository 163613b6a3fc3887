import { describe, expect, it } from 'vitest';
import { apply } from '../commands/index.js';
import { createDocument, type DesignDocument } from '../model.js';
import {
  DEFAULT_PRINT_SPEC,
  effectiveDpi,
  imageName,
  isVectorImage,
  pathBounds,
  physicalSizeMm,
  preflight as judge,
  textInkBox,
  type Box,
  type PrintSpec,
  type TextMeasure,
} from './preflight.js';

/** A text's inked box, as a real outline would give it: 200 x 50 px centred on its position unless said. */
const box: Box = { left: -100, top: -25, right: 100, bottom: 25 };
const fixed =
  (b: Box | null = box): TextMeasure =>
  () =>
    b;
const preflight = (d: DesignDocument, spec: PrintSpec = DEFAULT_PRINT_SPEC, measure: TextMeasure = fixed()) => judge(d, spec, measure);

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
    const measure = fixed(); // 200 x 50 px box centred on the position
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
    const measure = fixed({ left: -5, top: -5, right: 5, bottom: 5 });
    expect(preflight(d, { ...DEFAULT_PRINT_SPEC, minTextMm: 20 }, measure)).toEqual([]);
    expect(preflight(d, { ...DEFAULT_PRINT_SPEC, minTextMm: 20.1 }, measure)).toEqual([
      expect.objectContaining({ code: 'text-too-small', objectId: id, name: 'Small print', heightMm: 20 }),
    ]);
    const shrunk = apply(d, 'scale', { ids: [id], scaleX: 0.5, scaleY: 0.5 });
    expect(preflight(shrunk, { ...DEFAULT_PRINT_SPEC, minTextMm: 20 }, measure)[0]).toMatchObject({ code: 'text-too-small', heightMm: 10 });
  });
});

describe('what a text inks, after its transform', () => {
  const spec = { ...DEFAULT_PRINT_SPEC, safeMm: 3 }; // 3 mm = 6 canvas px from each edge
  function centredText(d = doc()): DesignDocument {
    return apply(d, 'addText', { text: 'Hello', font: 'Pacifico', fontFile: 'pacifico-latin-400-normal.woff', fill: '#000000' });
  }

  it('a centred text scaled up is judged by its inked box: 7 cm from every edge is no warning', () => {
    // Ink 150 x 60 px around the centre; the font's line box is 150 x 105 (script fonts ascend and descend far).
    const ink = fixed({ left: -75, top: -32, right: 75, bottom: 28 });
    let d = centredText();
    const id = d.order[0];
    d = apply(d, 'scale', { ids: [id], scaleX: 1.1 ** 8, scaleY: 1.1 ** 8 }); // "+" eight times: x 2.14
    // ink: 321 x 129 px around (300, 200): 140 px (70 mm) from the sides, 131 px from top and bottom
    expect(preflight(d, spec, ink)).toEqual([]);
  });

  it('a text whose ink really comes 1 mm from the edge is flagged, and one 3 mm away is not', () => {
    const ink = fixed({ left: -75, top: -32, right: 75, bottom: 28 });
    const d = centredText();
    const id = d.order[0];
    const near = apply(d, 'move', { ids: [id], dx: 600 - 2 - 75 - 300, dy: 0 }); // right edge of the ink at 598 px: 1 mm in
    expect(preflight(near, spec, ink)).toEqual([expect.objectContaining({ code: 'outside-safe-area', objectId: id, name: 'Hello' })]);
    const onLine = apply(d, 'move', { ids: [id], dx: 600 - 6 - 75 - 300, dy: 0 });
    expect(preflight(onLine, spec, ink)).toEqual([]);
  });

  it('turns and scales an off-centre ink box with the object', () => {
    // ink entirely below the position (a descender-only mark): 0..40 px down, 20 px wide
    const ink = fixed({ left: -10, top: 0, right: 10, bottom: 40 });
    let d = centredText();
    const id = d.order[0];
    d = apply(d, 'move', { ids: [id], dx: 0, dy: 150 }); // position at y 350: ink 350..390, inside 394
    expect(preflight(d, spec, ink)).toEqual([]);
    const turned = apply(d, 'rotate', { ids: [id], angle: 180 }); // the ink now above the position: 310..350
    expect(preflight(turned, spec, ink)).toEqual([]);
    const bigger = apply(d, 'scale', { ids: [id], scaleX: 1.2, scaleY: 1.2 }); // 350..398: 2 mm from the cut line
    expect(preflight(bigger, spec, ink).map((w) => w.code)).toEqual(['outside-safe-area']);
  });

  it('mirrors an off-centre ink box with a flip, as the text is drawn (issue 29)', () => {
    // ink entirely above the position (0..40 px up)
    const ink = fixed({ left: -10, top: -40, right: 10, bottom: 0 });
    let d = centredText();
    const id = d.order[0];
    d = apply(d, 'move', { ids: [id], dx: 0, dy: 350 - 200 }); // position at y 350: ink 310..350
    expect(preflight(d, spec, ink)).toEqual([]);
    // flipped top to bottom the ink hangs below the position: 350..390, still inside; scaled, it crosses 394
    const flipped = apply(apply(d, 'flip', { ids: [id], axis: 'y' }), 'scale', { ids: [id], scaleX: 1.2, scaleY: 1.2 });
    expect(preflight(flipped, spec, ink).map((w) => w.code)).toEqual(['outside-safe-area']);
    expect(preflight(apply(d, 'scale', { ids: [id], scaleX: 1.2, scaleY: 1.2 }), spec, ink)).toEqual([]);
  });

  it('does not judge a text the page has not measured yet (no guess)', () => {
    let d = centredText();
    d = apply(d, 'move', { ids: [d.order[0]], dx: 299, dy: 0 }); // its centre 1 px from the right edge
    expect(preflight(d, spec, fixed(null))).toEqual([]);
    expect(preflight(d, spec, fixed()).map((w) => w.code)).toEqual(['outside-safe-area']);
  });

  it('measures path data exactly: a curve by its extreme, not its control point', () => {
    // a quadratic from (0,0) to (100,0) pulled by (50,100) reaches y = 50, not 100
    expect(pathBounds('M0 0Q50 100 100 0Z')).toEqual({ left: 0, top: 0, right: 100, bottom: 50 });
    // a cubic S-curve: x from 0 to 30, y swings to ±28.868 (extremes at t = 0.211 and 0.789)
    const s = pathBounds('M0 0C10 50 20 -50 30 0')!;
    expect(s.left).toBe(0);
    expect(s.right).toBe(30);
    expect(s.top).toBeCloseTo(-14.434, 3);
    expect(s.bottom).toBeCloseTo(14.434, 3);
    expect(pathBounds('M1.5 -2L-3 4.25')).toEqual({ left: -3, top: -2, right: 1.5, bottom: 4.25 });
    expect(pathBounds('')).toBeNull();
  });

  it('places the ink as the export centres the line box on the position', () => {
    // advance 100, ascent 80, descent 20: the line box is -50..50 x -50..50, the baseline at y = +30
    const ink = textInkBox({ d: 'M10 -60L90 -60L90 0L10 0Z', width: 100, ascent: 80, descent: 20 });
    expect(ink).toEqual({ left: -40, top: -30, right: 40, bottom: 30 });
    expect(textInkBox({ d: '', width: 30, ascent: 80, descent: 20 })).toBeNull();
  });
});

describe('resolution is for raster pictures only', () => {
  // A 150 x 100 cm poster from a 600 x 400 canvas: 4 canvas px per cm.
  const poster = () => doc(150, 100);

  it('a vector library design ("Cat on the moon") has no pixels per inch to run out of', () => {
    // its SVG answers 200 x 200, stretched over most of the canvas: 25 "pixels per inch" if it were pixels
    const d = apply(poster(), 'addImage', { src: '/media/designs/2.svg', naturalWidth: 200, naturalHeight: 200 });
    const id = d.order[0];
    const big = apply(d, 'scale', { ids: [id], scaleX: 1.8, scaleY: 1.8 });
    expect(preflight(big).filter((w) => w.code.startsWith('image'))).toEqual([]);
    expect(isVectorImage('/media/designs/openmoji/1F431.svg?v=2')).toBe(true);
    expect(isVectorImage('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isVectorImage('/media/uploads/cat.SVG')).toBe(true);
  });

  it('a small raster photo stretched to 1 m is called blurred, with its real figure', () => {
    // 400 x 300 px drawn 400 canvas px wide: 1 m (39.37 in), so 10 pixels per inch
    const stretched = apply(poster(), 'addImage', { src: '/media/uploads/holiday.jpg', naturalWidth: 400, naturalHeight: 300 });
    expect(preflight(stretched).filter((w) => w.code.startsWith('image'))).toEqual([
      expect.objectContaining({ code: 'image-very-low-resolution', severity: 'strong', name: 'holiday.jpg', dpi: 10 }),
    ]);
    expect(isVectorImage('/media/uploads/holiday.jpg')).toBe(false);
    expect(isVectorImage('data:image/png;base64,AAAA')).toBe(false);
  });

  it('an SVG background is not judged for resolution either', () => {
    const d = apply(poster(), 'addBackground', { src: '/media/designs/7.svg', naturalWidth: 120, naturalHeight: 80 });
    expect(preflight(d)).toEqual([]);
  });
});
