import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesignDocument } from '../../editor-engine';
import { createDocument, runCommand } from '../../editor-engine';
import { sceneClip } from '../../editor-engine/export/scene';
import { roundedCornerRadius } from '../../rules/shape';
import { products } from '../../fixtures/catalog/products';
import { P } from '../../fixtures/catalog/products/ids';
import { PT_TO_MM, readPdfBoxes, readPdfStreams } from './pdfInspect.testing';
import { withPersonalisedDesign } from './personalisedDesign';
import { printPdf } from './printPdf';
import { productionOf, type Production } from './production';

// Issue 27: a shaped sticker ordered with its picture from the product page was cut as a rectangle whatever shape
// the shopper chose. Its cut, and the design its proof is drawn from, now follow the shape, as a designed one's do.
const shaped = products.find((p) => p.id === P.shapedSticker)!;
const unshaped = products.find((p) => p.category === 'printed-sticker' && p.personalizedImage && p.id !== P.shapedSticker)!;
const lists = { colours: [], tissues: [], materialColours: [] };
const picture = '/media/uploads/0a1b2c.png';
const line = (more: Record<string, unknown>) => ({ width: 30, height: 30, personalizedImage: picture, ...more });
const plan = (product: typeof shaped, options: Record<string, unknown>) => productionOf(options, product, lists, () => false)!;
const info = { title: 'test', createdAt: new Date('2026-01-01T00:00:00Z') };

/** The CutContour's path in the print PDF, as its drawing operators, and the trim box in pt. */
async function cutPath(p: Production) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="#3a6"/></svg>`;
  const pdf = await printPdf(svg, { widthMm: p.widthMm, heightMm: p.heightMm, bleedMm: p.bleedMm, ...(p.cut ? { cut: p.cut } : {}) }, info);
  const block = readPdfStreams(pdf)
    .flatMap((s) => s.split(/^q$/m))
    .find((b) => / CS\b/.test(b) && /\bS\b/.test(b))!;
  const ops = [...block.matchAll(/((?:-?[\d.]+\s+)+)(m|l|c|re)\b/g)].map((m) => ({ op: m[2], n: m[1].trim().split(/\s+/).map(Number) }));
  const points = ops.flatMap((o) => (o.op === 're' ? [] : Array.from({ length: o.n.length / 2 }, (_, i) => [o.n[2 * i], o.n[2 * i + 1]])));
  const [x0, y0, x1, y1] = readPdfBoxes(pdf).TrimBox;
  return { ops: ops.map((o) => o.op), points, trim: { x0, y0, x1, y1 } };
}

describe('a shaped sticker ordered from its product page is cut to the shape chosen', () => {
  it('a circle: curves only, touching the trim at its four sides, its corners outside the cut', async () => {
    const p = plan(shaped, line({ shape: { value: 'circle', name: 'Circle' } }));
    expect(p.cut).toBe('circle');
    const { ops, points, trim } = await cutPath(p);
    expect(ops.filter((o) => o === 'l' || o === 're')).toEqual([]);
    expect(ops.filter((o) => o === 'c').length).toBeGreaterThanOrEqual(4);
    const cx = (trim.x0 + trim.x1) / 2;
    const cy = (trim.y0 + trim.y1) / 2;
    const r = (trim.x1 - trim.x0) / 2;
    // the curves' ends lie on the circle inscribed in the trim (30 cm across); a corner of the trim is outside it
    for (const [x, y] of points.filter((_, i) => i % 3 === 0)) expect(Math.abs(Math.hypot(x - cx, y - cy) - r) * PT_TO_MM).toBeLessThan(1);
    expect(Math.hypot(trim.x0 + 10 - cx, trim.y0 + 10 - cy)).toBeGreaterThan(r);
  });

  it('a rectangle with rounded corners is cut rounded; one with straight corners, or no shape, as a rectangle', async () => {
    expect(plan(shaped, line({ shape: 'rectangle', roundedCorners: true })).cut).toBe('rounded');
    const rounded = await cutPath(plan(shaped, line({ shape: { value: 'square' }, roundedCorners: true })));
    expect(rounded.ops).toContain('c');
    expect(plan(shaped, line({ shape: 'rectangle' })).cut).toBe('rectangle');
    expect(plan(shaped, line({})).cut).toBe('rectangle');
    // a circle's rounding means nothing; a sticker with no shape section keeps its rectangle whatever the options say
    expect(plan(shaped, line({ shape: 'circle', roundedCorners: true })).artwork).toMatchObject({ shape: { kind: 'circle', rounded: false } });
    expect(plan(unshaped, line({ shape: 'circle' })).cut).toBe('rectangle');
  });

  it('the design the proof and print are drawn from is cut to the same shape', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c08040' } })
      .png()
      .toBuffer();
    const made = await withPersonalisedDesign(plan(shaped, line({ shape: { value: 'circle' } })), async () => new Uint8Array(png));
    if (typeof made === 'string') throw new Error(made);
    const doc = (made.artwork as { document: DesignDocument }).document;
    expect(doc.shape).toEqual({ kind: 'circle', rounded: false });
    expect(sceneClip(doc)).toMatchObject({ kind: 'circle', r: doc.canvas.width / 2 });
    expect(doc.canvas.width).toBe(doc.canvas.height);
  });

  it('a rounded cut and the designer canvas round their corners by one rule (rules/shape.ts)', async () => {
    const rounded = await cutPath(plan(shaped, line({ shape: 'rectangle', width: 30, height: 20, roundedCorners: true })));
    // the path starts where the first corner's curve ends: one radius in from the trim's left edge, on its edge
    const r = roundedCornerRadius(rounded.trim.x1 - rounded.trim.x0, rounded.trim.y1 - rounded.trim.y0);
    const [x, y] = rounded.points[0];
    expect(x - rounded.trim.x0).toBeCloseTo(r, 1);
    expect([rounded.trim.y0, rounded.trim.y1].some((edge) => Math.abs(edge - y) < 0.01)).toBe(true);
    // the canvas: a 600 x 400 rectangle is rounded by the same share of its short side
    const doc = runCommand(createDocument({ productId: shaped.id, typeCode: 6 }, { width: 600, height: 400 }), 'setShape', {
      kind: 'rectangle',
      rounded: true,
    }).doc;
    expect(sceneClip(doc)).toMatchObject({ kind: 'rect', radius: roundedCornerRadius(600, 400) });
    expect(roundedCornerRadius(600, 400) / 400).toBeCloseTo(r / (rounded.trim.y1 - rounded.trim.y0));
  });

  it('a circle kept from before sizes had to be square is cut as the largest centred circle, never an ellipse', async () => {
    const { points, trim } = await cutPath(plan(shaped, line({ shape: 'circle', width: 30, height: 20 })));
    const cx = (trim.x0 + trim.x1) / 2;
    const cy = (trim.y0 + trim.y1) / 2;
    const r = (trim.y1 - trim.y0) / 2;
    for (const [x, y] of points.filter((_, i) => i % 3 === 0)) expect(Math.abs(Math.hypot(x - cx, y - cy) - r) * PT_TO_MM).toBeLessThan(1);
  });
});
