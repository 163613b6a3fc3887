import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { roundedCornerRadius } from '../../rules/shape';
import type { CutShape } from './production';

// The print file: the design's SVG (text already outlined to paths, images embedded at their full size) drawn as
// vector content into a PDF/X-4 file (sRGB output intent) whose TrimBox is the piece as it is cut and whose BleedBox
// adds the product's bleed. The page (MediaBox) adds a slug outside the bleed for the crop marks, so the marks never
// touch the artwork. Past the design's own edges the bleed shows the design mirrored at that edge (each picture is
// embedded once: pdfkit keeps one image object per data URI however often it is drawn).
// A design cut into pieces prints one page per piece, left to right: panels of a multi-panel canvas, strips of a
// wallpaper. Each page's TrimBox is its piece, its bleed the neighbouring artwork, and its slug names it.
// A canvas wraps its frame: the trim adds `wrapMm` of picture around the visible face (the ArtBox), mirrored past
// the design's edges. A printed sticker or coaster gets its cut line as a `CutContour` spot colour (a Separation
// colour space, the name print-and-cut machines look for) on the trim.

export const MM_TO_PT = 72 / 25.4;
/** The band outside the bleed that holds the crop marks. */
export const SLUG_MM = 10;
/** Crop marks stop this far outside the bleed. */
const MARK_GAP_MM = 1;
/** The cut line's spot colour: the convention of print-and-cut machines (shown as 100 % magenta). */
export const CUT_CONTOUR = 'CutContour';

/** One page's share of the design, in mm from its left edge. */
export interface Piece {
  xMm: number;
  widthMm: number;
  /** Printed in the slug ("Strip 2 of 5: hang second from the left"). */
  label?: string;
}

export interface PrintGeometry {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  /** Equal panels side by side the design is cut into (1 or absent: one piece). */
  panels?: number;
  /** The pages, when not equal panels (wallpaper strips). */
  pieces?: Piece[];
  /** Picture around each piece's face that wraps a canvas frame (mm). */
  wrapMm?: number;
  /** The CutContour path on the trim. */
  cut?: CutShape;
}

export interface PdfInfo {
  title: string;
  /** Fixed, so rendering a line again gives the same file. */
  createdAt: Date;
}

const require = createRequire(import.meta.url);
const SRGB_PROFILE = fs.readFileSync(require.resolve('pdfkit/js/data/sRGB_IEC61966_2_1.icc'));

/** A PDF name for the document information dictionary (pdfkit writes plain strings there as text). */
const pdfName = (name: string) => ({ [Symbol.toStringTag]: 'PdfName', toString: () => `/${name}` });

/** A pdfkit document set up as PDF/X-4 with an sRGB output intent, collected into a Buffer. */
export function pdfX4(info: PdfInfo): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    pdfVersion: '1.6',
    info: { Title: info.title, Creator: 'Atelier', Producer: 'Atelier print files', CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  const raw = doc as unknown as {
    info: Record<string, unknown>;
    ref(data: object): { write(b: Buffer): void; end(): void };
    _root: { data: Record<string, unknown> };
    appendXML(xml: string): void;
  };
  raw.info.GTS_PDFXVersion = 'PDF/X-4';
  raw.info.Trapped = pdfName('False');
  const profile = raw.ref({ Length: SRGB_PROFILE.length, N: 3 });
  profile.write(SRGB_PROFILE);
  profile.end();
  const intent = raw.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String('sRGB IEC61966-2.1'),
    Info: new String('sRGB IEC61966-2.1'),
    RegistryName: new String('http://www.color.org'),
    DestOutputProfile: profile,
  });
  intent.end();
  raw._root.data.OutputIntents = [intent];
  raw.appendXML(
    '<rdf:Description rdf:about="" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/"><pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion></rdf:Description>',
  );
  // pdfkit's spot colours (0.14 and later) are not in its type declarations yet
  (doc as unknown as { addSpotColor(name: string, c: number, m: number, y: number, k: number): void }).addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Sets a page's boxes (pt from the page's bottom left corner, as PDF counts). */
export function setBoxes(doc: PDFKit.PDFDocument, boxes: Record<string, number[]>): void {
  const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> }; height: number };
  for (const [name, [x0, top0, x1, top1]] of Object.entries(boxes)) {
    // given from the top (pdfkit's drawing coordinates): flipped to PDF's
    page.dictionary.data[name] = [x0, page.height - top1, x1, page.height - top0].map((n) => Math.round(n * 1000) / 1000);
  }
}

export function piecesOf(g: PrintGeometry): Piece[] {
  if (g.pieces?.length) return g.pieces;
  const panels = Math.max(1, Math.floor(g.panels ?? 1));
  const w = g.widthMm / panels;
  return Array.from({ length: panels }, (_, i) => ({
    xMm: i * w,
    widthMm: w,
    ...(panels > 1 ? { label: `Panel ${i + 1} of ${panels} (${+(w / 10).toFixed(1)} x ${+(g.heightMm / 10).toFixed(1)} cm)` } : {}),
  }));
}

export function printPdf(svg: string, g: PrintGeometry, info: PdfInfo): Promise<Buffer> {
  const pt = (mm: number) => mm * MM_TO_PT;
  const w = pt(g.widthMm);
  const h = pt(g.heightMm);
  const b = pt(g.bleedMm);
  const s = pt(SLUG_MM);
  const wrap = pt(g.wrapMm ?? 0);
  const { doc, done } = pdfX4(info);
  for (const piece of piecesOf(g)) {
    const pw = pt(piece.widthMm);
    const trimW = pw + 2 * wrap;
    const trimH = h + 2 * wrap;
    const pageW = trimW + 2 * (b + s);
    const pageH = trimH + 2 * (b + s);
    doc.addPage({ size: [pageW, pageH], margin: 0 });
    const trim = { left: s + b, top: s + b, right: s + b + trimW, bottom: s + b + trimH };
    setBoxes(doc, {
      BleedBox: [s, s, pageW - s, pageH - s],
      TrimBox: [trim.left, trim.top, trim.right, trim.bottom],
      ...(wrap > 0 ? { ArtBox: [trim.left + wrap, trim.top + wrap, trim.right - wrap, trim.bottom - wrap] } : {}),
    });
    // the design's origin on this page: the piece's face starts inside the trim by the wrap
    const x = trim.left + wrap - pt(piece.xMm);
    const y = trim.top + wrap;
    doc.save();
    doc.rect(s, s, pageW - 2 * s, pageH - 2 * s).clip();
    const margin = b + wrap;
    // the design, and mirrored copies across each edge it has within reach of the bleed or wrap
    for (const mx of [-1, 0, 1]) {
      for (const my of [-1, 0, 1]) {
        // a reflection across the left (mx -1) or right (mx 1) edge, the top or the bottom: drawn where it shows
        const x0 = x + mx * w;
        const y0 = y + my * h;
        if (x0 >= pageW - s || x0 + w <= s || y0 >= pageH - s || y0 + h <= s) continue;
        if (margin === 0 && (mx !== 0 || my !== 0)) continue;
        doc.save();
        doc.transform(mx === 0 ? 1 : -1, 0, 0, my === 0 ? 1 : -1, mx === 0 ? x : mx < 0 ? x : x + 2 * w, my === 0 ? y : my < 0 ? y : y + 2 * h);
        SVGtoPDF(doc, svg, 0, 0, { width: w, height: h, preserveAspectRatio: 'none' });
        doc.restore();
      }
    }
    doc.restore();
    if (g.cut) cutContour(doc, trim, g.cut);
    cropMarks(doc, trim, b, s);
    if (wrap > 0) foldMarks(doc, trim, wrap, b, s);
    if (piece.label) doc.save().fontSize(7).fillColor('black').text(piece.label, trim.left, pt(2), { lineBreak: false }).restore();
  }
  doc.end();
  return done;
}

/** The graphics state the cut line is drawn in: named in each page's resources as CUT_OVERPRINT. */
const CUT_OVERPRINT = 'GsCutContour';
const overprints = new WeakMap<PDFKit.PDFDocument, object>();

/**
 * Sets overprint for what is drawn next (stroke and fill, OPM 1): print-and-cut RIPs expect the CutContour line to
 * overprint, so its spot colour never knocks the print out beneath it. One ExtGState object per file.
 */
function overprint(doc: PDFKit.PDFDocument): void {
  const raw = doc as unknown as { ref(data: object): { end(): void }; page: { ext_gstates: Record<string, object> }; addContent(s: string): void };
  let state = overprints.get(doc);
  if (!state) {
    const ref = raw.ref({ Type: 'ExtGState', OP: true, op: true, OPM: 1 });
    ref.end();
    overprints.set(doc, (state = ref));
  }
  raw.page.ext_gstates[CUT_OVERPRINT] = state;
  raw.addContent(`/${CUT_OVERPRINT} gs`);
}

/** The cut line on the trim, stroked in the CutContour spot colour, overprinting. */
export function cutContour(doc: PDFKit.PDFDocument, trim: { left: number; right: number; top: number; bottom: number }, shape: CutShape): void {
  const width = trim.right - trim.left;
  const height = trim.bottom - trim.top;
  doc.save();
  overprint(doc);
  doc.lineWidth(0.25).strokeColor(CUT_CONTOUR);
  // a circle is ordered square (rules/shape.ts); a line kept from before that rule is cut as the proof clips it,
  // the largest centred circle, never an ellipse
  if (shape === 'circle') doc.circle(trim.left + width / 2, trim.top + height / 2, Math.min(width, height) / 2);
  else if (shape === 'rounded') doc.roundedRect(trim.left, trim.top, width, height, roundedCornerRadius(width, height));
  else doc.rect(trim.left, trim.top, width, height);
  doc.stroke().restore();
}

/** Crop marks: at each corner, a line on each trim edge's extension, in the slug. */
function cropMarks(doc: PDFKit.PDFDocument, trim: { left: number; right: number; top: number; bottom: number }, b: number, s: number): void {
  edgeMarks(doc, trim, b, s, [trim.left, trim.right], [trim.top, trim.bottom], false);
}

/** Where a canvas folds over its frame: dashed marks in the slug on the face's edges. */
function foldMarks(doc: PDFKit.PDFDocument, trim: { left: number; right: number; top: number; bottom: number }, wrap: number, b: number, s: number): void {
  edgeMarks(doc, trim, b, s, [trim.left + wrap, trim.right - wrap], [trim.top + wrap, trim.bottom - wrap], true);
}

function edgeMarks(
  doc: PDFKit.PDFDocument,
  trim: { left: number; right: number; top: number; bottom: number },
  b: number,
  s: number,
  xs: number[],
  ys: number[],
  dashed: boolean,
): void {
  const pt = (mm: number) => mm * MM_TO_PT;
  const gap = b + pt(MARK_GAP_MM);
  const len = s - 2 * pt(MARK_GAP_MM);
  const { left, right, top, bottom } = trim;
  doc.save().lineWidth(0.25).strokeColor('black');
  if (dashed) doc.dash(2, { space: 2 });
  for (const x of xs) {
    doc
      .moveTo(x, top - gap)
      .lineTo(x, top - gap - len)
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, bottom + gap + len)
      .stroke();
  }
  for (const y of ys) {
    doc
      .moveTo(left - gap, y)
      .lineTo(left - gap - len, y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(right + gap + len, y)
      .stroke();
  }
  doc.restore();
}
