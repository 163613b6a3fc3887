import { describe, expect, it } from 'vitest';
import { CUT_CONTOUR, printPdf } from './printPdf';
import { PT_TO_MM, readPdfObject, readPdfStreams } from './pdfInspect.testing';

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

  it('draws the CutContour line in overprint, so a print-and-cut RIP never knocks the print out beneath it', async () => {
    for (const cut of ['rectangle', 'rounded', 'circle'] as const) {
      const pdf = await printPdf(svg, { widthMm: 100, heightMm: 100, bleedMm: 2, cut }, info);
      const text = pdf.toString('latin1');
      // the Separation colour space named CutContour, and the page's names for it and for its graphics states
      const spot = Number(new RegExp(`(\\d+) 0 obj\\s*\\[/Separation /${CUT_CONTOUR}`).exec(text)?.[1]);
      const colourSpace = new RegExp(`/(\\w+) ${spot} 0 R`).exec(/\/ColorSpace <<([^>]*)>>/.exec(text)![1])![1];
      const states = Object.fromEntries([.../\/(\w+) (\d+) 0 R/g[Symbol.matchAll](/\/ExtGState <<([^>]*)>>/.exec(text)![1])].map((m) => [m[1], Number(m[2])]));
      // the block that strokes in the spot colour sets a graphics state first, and that state overprints
      const block = readPdfStreams(pdf)
        .flatMap((s) => s.split(/^q$/m))
        .find((b) => b.includes(`/${colourSpace} CS`));
      expect(block, cut).toBeDefined();
      const set = /\/(\w+) gs[\s\S]*\/(\w+) CS/.exec(block!);
      expect(set?.[2]).toBe(colourSpace);
      const state = readPdfObject(pdf, states[set![1]])!.replace(/\s+/g, ' ');
      expect(state).toContain('/OP true');
      expect(state).toContain('/op true');
      expect(state).toContain('/OPM 1');
    }
  });
});
