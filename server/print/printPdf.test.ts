import { describe, expect, it } from 'vitest';
import { printPdf } from './printPdf';
import { PT_TO_MM } from './pdfInspect.testing';

// Issue 24: the multi-panel canvas's print file was one 90 x 60 page with nothing to say where the panels are cut.
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#3a6"/></svg>';
const info = { title: 'test', createdAt: new Date('2026-01-01T00:00:00Z') };

/** Every page's TrimBox and BleedBox, in mm (width, height). */
function pages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const boxes = (name: string) =>
    [...text.matchAll(new RegExp(`/${name} \\[([^\\]]+)\\]`, 'g'))].map((m) => {
      const [x0, y0, x1, y1] = m[1].trim().split(/\s+/).map(Number);
      return [+((x1 - x0) * PT_TO_MM).toFixed(2), +((y1 - y0) * PT_TO_MM).toFixed(2)];
    });
  return { trim: boxes('TrimBox'), bleed: boxes('BleedBox'), count: [...text.matchAll(/\/Type \/Page\b/g)].length };
}

describe('print PDF', () => {
  it('is one page at the ordered size for a design in one piece', async () => {
    const p = pages(await printPdf(svg, { widthMm: 900, heightMm: 600, bleedMm: 3 }, info));
    expect(p).toEqual({ trim: [[900, 600]], bleed: [[906, 606]], count: 1 });
  });

  it('has one page per panel, each trimmed to its panel with its own bleed', async () => {
    // 3 x 30 x 60 cm
    const three = pages(await printPdf(svg, { widthMm: 900, heightMm: 600, bleedMm: 3, panels: 3 }, info));
    expect(three).toEqual({ trim: Array(3).fill([300, 600]), bleed: Array(3).fill([306, 606]), count: 3 });
    // 5 panels 150 x 80 cm
    const five = pages(await printPdf(svg, { widthMm: 1500, heightMm: 800, bleedMm: 3, panels: 5 }, info));
    expect(five.trim).toEqual(Array(5).fill([300, 800]));
  });
});
