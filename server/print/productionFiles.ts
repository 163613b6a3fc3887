// The files each machine needs for one order line (issue 27), rendered in the render process from the line's plan
// (production.ts): cut paths for the vinyl plotter, print PDFs (with a CutContour line, in strips, wrapped around a
// frame), a transparent PNG for the garment printer. The caller names and stores them.
import zlib from 'node:zlib';
import { MM_TO_PT, SLUG_MM, pdfX4, printPdf, setBoxes, type Piece, type PdfInfo } from './printPdf';
import type { Production } from './production';

export interface RenderedFile {
  /** What the file is ("cut", "print", "strip-2-of-5", "wrap", "print-area"): the middle of its name. */
  part: string;
  ext: 'pdf' | 'svg' | 'png';
  /** The size it is made at. */
  widthMm: number;
  heightMm: number;
  bytes: Uint8Array;
}

/** The garment printer's resolution. */
export const GARMENT_DPI = 300;
/** The box around a cut-vinyl design that the weeder lifts the waste vinyl by (0: none). */
export const WEEDING_MARGIN_MM = 10;

/** The face of a line: its artwork as an SVG whose user units are millimetres, the ordered size, mirrored if asked. */
export function placeArtwork(master: string, widthMm: number, heightMm: number, fit: 'meet' | 'slice' | { tileMm: number }, mirrored: boolean): string {
  const open = /<svg\b[^>]*>/.exec(master);
  const close = master.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('the design master is not an SVG');
  const viewBox = /viewBox="([^"]+)"/
    .exec(open[0])?.[1]
    .split(/[\s,]+/)
    .map(Number) ?? [0, 0, Number(/width="([\d.]+)"/.exec(open[0])?.[1]), Number(/height="([\d.]+)"/.exec(open[0])?.[1])];
  const [vx, vy, vw, vh] = viewBox;
  const content = master.slice(open.index + open[0].length, close);
  const mirror = mirrored ? `translate(${widthMm} 0) scale(-1 1) ` : '';
  let placed: string;
  if (typeof fit === 'object') {
    // a repeat (wallpaper from the roll): the tile at its own width, repeated across and down from the top left
    const k = fit.tileMm / vw;
    placed = '';
    for (let y = 0; y < heightMm; y += vh * k)
      for (let x = 0; x < widthMm; x += fit.tileMm) placed += `<g transform="matrix(${k} 0 0 ${k} ${x - vx * k} ${y - vy * k})">${content}</g>`;
  } else {
    const k = (fit === 'meet' ? Math.min : Math.max)(widthMm / vw, heightMm / vh);
    placed = `<g transform="matrix(${k} 0 0 ${k} ${(widthMm - vw * k) / 2 - vx * k} ${(heightMm - vh * k) / 2 - vy * k})">${content}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}" height="${heightMm}" viewBox="0 0 ${widthMm} ${heightMm}">` +
    `<defs><clipPath id="atelier-face"><rect width="${widthMm}" height="${heightMm}"/></clipPath></defs>` +
    `<g clip-path="url(#atelier-face)"><g transform="${mirror}">${placed}</g></g></svg>`
  );
}

/** A cut-vinyl line's face: its outline filled with the vinyl's colour. */
export function cutFace(d: string, widthMm: number, heightMm: number, hex: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}" height="${heightMm}" viewBox="0 0 ${widthMm} ${heightMm}"><path d="${d}" fill="${hex}" fill-rule="nonzero"/></svg>`;
}

const cm = (mm: number) => +(mm / 10).toFixed(1);

/** Wallpaper strips: the roll's width each, overlapping by the overlap, left to right (the hanging order). */
export function strips(widthMm: number, heightMm: number, roll: { widthMm: number; overlapMm: number }): Piece[] {
  const step = roll.widthMm - roll.overlapMm;
  const count = widthMm <= roll.widthMm ? 1 : Math.ceil((widthMm - roll.overlapMm) / step);
  return Array.from({ length: count }, (_, i) => {
    const xMm = i * step;
    const w = Math.min(roll.widthMm, widthMm - xMm);
    return {
      xMm,
      widthMm: w,
      label: `Strip ${i + 1} of ${count}: hang it ${ordinal(i + 1)} from the left (${cm(w)} x ${cm(heightMm)} cm, ${cm(roll.overlapMm)} cm over the strip before)`,
    };
  });
}

const ordinal = (n: number) => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

/**
 * Every file of a line but its proof. `face` is the artwork at the ordered size (mm units, mirrored when ordered so);
 * `cut` the vinyl outline of a cut-vinyl line; `png` rasterises an SVG at a width in pixels, transparent.
 */
export async function productionFiles(
  plan: Production,
  face: string,
  info: PdfInfo,
  png: (svg: string, width: number) => Uint8Array,
  cut?: { d: string; hex: string },
): Promise<RenderedFile[]> {
  const { widthMm: w, heightMm: h } = plan;
  const pdf = async (part: string, g: Parameters<typeof printPdf>[1], svg = face): Promise<RenderedFile> => ({
    part,
    ext: 'pdf',
    widthMm: g.pieces?.[0]?.widthMm ?? w / (g.panels ?? 1),
    heightMm: h,
    bytes: bytesOf(await printPdf(svg, g, info)),
  });
  const base = { widthMm: w, heightMm: h, bleedMm: plan.bleedMm };
  switch (plan.family) {
    case 'cut-vinyl': {
      if (!cut) throw new Error('a cut-vinyl line needs its outline');
      return [
        { part: 'cut', ext: 'svg', widthMm: w, heightMm: h, bytes: new TextEncoder().encode(cutSvg(cut.d, w, h, cut.hex)) },
        { part: 'cut', ext: 'pdf', widthMm: w, heightMm: h, bytes: bytesOf(await cutPdf(cut.d, w, h, cut.hex, info)) },
      ];
    }
    case 'contour':
      return [await pdf('print', { ...base, cut: plan.cut ?? 'rectangle' })];
    case 'wallpaper': {
      const pieces = strips(w, h, plan.roll ?? { widthMm: w, overlapMm: 0 });
      return Promise.all(pieces.map((p, i) => pdf(`strip-${i + 1}-of-${pieces.length}`, { ...base, pieces: [p] })));
    }
    case 'canvas':
      return [await pdf(plan.panels > 1 ? `wrap-${plan.panels}-panels` : 'wrap', { ...base, panels: plan.panels, wrapMm: plan.wrapMm })];
    case 'garment': {
      const width = Math.round((w / 25.4) * GARMENT_DPI);
      // the PNG for the direct-to-garment printer, and the print PDF of the same area (a transfer or screen print)
      return [{ part: 'print-area', ext: 'png', widthMm: w, heightMm: h, bytes: withDpi(png(face, width), GARMENT_DPI) }, await pdf('print', base)];
    }
    case 'print':
      return [await pdf('print', { ...base, panels: plan.panels, ...(plan.cut ? { cut: plan.cut } : {}) })];
  }
}

/** A PNG that says its resolution (a pHYs chunk after the header), so the garment printer prints it at its size. */
export function withDpi(png: Uint8Array, dpi: number): Uint8Array {
  const perMetre = Math.round(dpi / 0.0254);
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(perMetre, 8);
  chunk.writeUInt32BE(perMetre, 12);
  chunk.writeUInt8(1, 16); // the unit: the metre
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 17)), 17);
  // the signature (8 bytes) and IHDR (25) come first
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** The plotter's SVG: the outline in the vinyl's colour, at its size in mm, and the weeding box around it. */
export function cutSvg(d: string, w: number, h: number, hex: string): string {
  const m = WEEDING_MARGIN_MM;
  const weeding =
    m > 0 ? `<rect id="weeding-box" x="${-m}" y="${-m}" width="${w + 2 * m}" height="${h + 2 * m}" fill="none" stroke="#000000" stroke-width="0.1"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 2 * m}mm" height="${h + 2 * m}mm" viewBox="${-m} ${-m} ${w + 2 * m} ${h + 2 * m}">` +
    `<path id="cut" d="${d}" fill="${hex}" stroke="${hex}" stroke-width="0.1"/>${weeding}</svg>`
  );
}

/** The plotter's PDF: one page, the outline filled in the vinyl's colour, the weeding box; TrimBox the design. */
function cutPdf(d: string, w: number, h: number, hex: string, info: PdfInfo): Promise<Buffer> {
  const pt = (mm: number) => mm * MM_TO_PT;
  const m = pt(WEEDING_MARGIN_MM);
  const s = pt(SLUG_MM);
  const { doc, done } = pdfX4(info);
  const pageW = pt(w) + 2 * (m + s);
  const pageH = pt(h) + 2 * (m + s);
  doc.addPage({ size: [pageW, pageH], margin: 0 });
  const left = m + s;
  setBoxes(doc, { BleedBox: [left, left, pageW - left, pageH - left], TrimBox: [left, left, pageW - left, pageH - left] });
  doc.save().translate(left, left).scale(MM_TO_PT).path(d).lineWidth(0.1).fillAndStroke(hex, hex).restore();
  if (m > 0)
    doc
      .save()
      .lineWidth(0.25)
      .strokeColor('black')
      .rect(s, s, pageW - 2 * s, pageH - 2 * s)
      .stroke()
      .restore();
  doc.end();
  return done;
}
