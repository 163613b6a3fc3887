import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

// The print file: the design's SVG (text already outlined to paths, images embedded at their full size) drawn as
// vector content into a PDF whose TrimBox is the ordered size and whose BleedBox adds the product's bleed. The page
// (MediaBox) adds a slug outside the bleed for the crop marks, so the marks never touch the artwork. The bleed is
// filled by the same design drawn slightly larger beneath it (an edge extension a cutter may trim into).
// A design cut into panels (type 11's multi-panel canvas) prints one page per panel, left to right: each page's
// TrimBox is its panel, its bleed the neighbouring panel's artwork (or the edge extension at the outer edges), and
// its slug names it ("Panel 2 of 3").

export const MM_TO_PT = 72 / 25.4;
/** The band outside the bleed that holds the crop marks. */
export const SLUG_MM = 10;
/** Crop marks stop this far outside the bleed. */
const MARK_GAP_MM = 1;

export interface PrintGeometry {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  /** Equal panels side by side the design is cut into (1 or absent: one piece). */
  panels?: number;
}

export interface PdfInfo {
  title: string;
  /** Fixed, so rendering a line again gives the same file. */
  createdAt: Date;
}

export function printPdf(svg: string, g: PrintGeometry, info: PdfInfo): Promise<Buffer> {
  const pt = (mm: number) => mm * MM_TO_PT;
  const panels = Math.max(1, Math.floor(g.panels ?? 1));
  const w = pt(g.widthMm);
  const h = pt(g.heightMm);
  const pw = w / panels;
  const b = pt(g.bleedMm);
  const s = pt(SLUG_MM);
  const pageW = pw + 2 * (b + s);
  const pageH = h + 2 * (b + s);
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: info.title, Creator: 'Atelier', Producer: 'Atelier print files', CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // PDF boxes count from the bottom left corner.
  const box = (inset: number) => [inset, inset, pageW - inset, pageH - inset].map((n) => Math.round(n * 1000) / 1000);
  // the whole design at (x, y), clipped to this page's bleed box
  const draw = (x: number, y: number, width: number, height: number) => {
    doc.save();
    doc.rect(s, s, pw + 2 * b, h + 2 * b).clip();
    SVGtoPDF(doc, svg, x, y, { width, height, preserveAspectRatio: 'none' });
    doc.restore();
  };
  for (let i = 0; i < panels; i++) {
    doc.addPage({ size: [pageW, pageH], margin: 0 });
    const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
    page.dictionary.data.BleedBox = box(s);
    page.dictionary.data.TrimBox = box(s + b);
    // the design's left edge on this page: panel i's trim starts at s + b
    const x = s + b - i * pw;
    if (b > 0) draw(x - b, s, w + 2 * b, h + 2 * b);
    draw(x, s + b, w, h);
    cropMarks(doc, { left: s + b, right: s + b + pw, top: s + b, bottom: s + b + h }, b, s);
    if (panels > 1) {
      doc
        .save()
        .fontSize(7)
        .fillColor('black')
        .text(`Panel ${i + 1} of ${panels} (${+(g.widthMm / panels / 10).toFixed(1)} x ${+(g.heightMm / 10).toFixed(1)} cm)`, s + b, pt(2), { lineBreak: false })
        .restore();
    }
  }
  doc.end();
  return done;
}

/** Crop marks: at each corner, a line on each trim edge's extension, in the slug. */
function cropMarks(doc: PDFKit.PDFDocument, trim: { left: number; right: number; top: number; bottom: number }, b: number, s: number): void {
  const pt = (mm: number) => mm * MM_TO_PT;
  const gap = b + pt(MARK_GAP_MM);
  const len = s - pt(MARK_GAP_MM);
  const { left, right, top, bottom } = trim;
  doc.save().lineWidth(0.25).strokeColor('black');
  for (const x of [left, right]) {
    doc
      .moveTo(x, top - gap)
      .lineTo(x, top - gap - len + pt(MARK_GAP_MM))
      .stroke();
    doc
      .moveTo(x, bottom + gap)
      .lineTo(x, bottom + gap + len - pt(MARK_GAP_MM))
      .stroke();
  }
  for (const y of [top, bottom]) {
    doc
      .moveTo(left - gap, y)
      .lineTo(left - gap - len + pt(MARK_GAP_MM), y)
      .stroke();
    doc
      .moveTo(right + gap, y)
      .lineTo(right + gap + len - pt(MARK_GAP_MM), y)
      .stroke();
  }
  doc.restore();
}
