import { describe, expect, it } from 'vitest';
import { printPdf } from './printPdf';
import { readPdfStreams } from './pdfInspect.testing';

// Issue 29: a text's outline and shadow reach the print PDF through svg-to-pdfkit as the export writes them (a stroke
// under the fill, a hard offset copy: no blur, which svg-to-pdfkit would drop), and its red letters in red.
const layers =
  '<g transform="translate(300 200)">' +
  '<path fill="#808080" stroke="#808080" stroke-width="5" stroke-linejoin="round" transform="translate(3 3)" d="M0 -10L10 -10L10 0ZM10 -10L20 -10L20 0Z"/>' +
  '<path fill="none" stroke="#0000ff" stroke-width="5" stroke-linejoin="round" d="M0 -10L10 -10L10 0ZM10 -10L20 -10L20 0Z"/>' +
  '<path fill="#000000" d="M0 -10L10 -10L10 0Z"/><path fill="#ff0000" d="M10 -10L20 -10L20 0Z"/></g>';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">${layers}</svg>`;

describe('a text with an outline, a shadow and red letters in the print PDF', () => {
  it('strokes the outline, fills the shadow offset and the letters in their colours', async () => {
    const pdf = await printPdf(svg, { widthMm: 600, heightMm: 400, bleedMm: 0 }, { title: 'effects', createdAt: new Date('2026-01-01T00:00:00Z') });
    const page = readPdfStreams(pdf).find((t) => t.includes(' cm\n'))!;
    const ops = (from: string) => page.slice(page.indexOf(from)).split('\nQ\n')[0];
    // the shadow first: moved by 3 3, filled and stroked grey (B)
    const shadow = ops('1 0 0 1 3 3 cm');
    expect(shadow).toMatch(/0\.50\d* 0\.50\d* 0\.50\d* scn/);
    expect(shadow).toMatch(/\nB$/);
    // the outline: blue, 5 wide, round joins, stroked only (S)
    const outline = ops('0 0 1 SCN');
    expect(outline).toMatch(/5 w\n4 M\n1 j/);
    expect(outline).toMatch(/\nS$/);
    // then the letters: black, and the red one
    expect(page.indexOf('0 0 0 scn')).toBeGreaterThan(page.indexOf('0 0 1 SCN'));
    expect(page.indexOf('1 0 0 scn')).toBeGreaterThan(page.indexOf('0 0 0 scn'));
  });
});
