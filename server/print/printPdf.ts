import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

// The print file: the design's SVG (text already outlined to paths, images embedded at their full size) drawn as
// vector content into a PDF whose TrimBox is the ordered size and whose BleedBox adds the product's bleed. The page
// (MediaBox) adds a slug outside the bleed for the crop marks, so the marks never touch the artwork. The bleed is
// filled by the same design drawn slightly larger beneath it (an edge extension a cutter may trim into).

export const MM_TO_PT = 72 / 25.4;
/** The band outside the bleed that holds the crop marks. */
export const SLUG_MM = 10;
/** Crop marks stop this far outside the bleed. */
const MARK_GAP_MM = 1;

export interface PrintGeometry {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

export interface PdfInfo {
  title: string;
  /** Fixed, so rendering a line again gives the same file. */
  createdAt: Date;
}

export function printPdf(svg: string, g: PrintGeometry, info: PdfInfo): Promise<Buffer> {
  const pt = (mm: number) => mm * MM_TO_PT;
  const w = pt(g.widthMm);
  const h = pt(g.heightMm);
  const b = pt(g.bleedMm);
  const s = pt(SLUG_MM);
  const pageW = w + 2 * (b + s);
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
  doc.addPage({ size: [pageW, pageH], margin: 0 });
  // PDF boxes count from the bottom left corner.
  const box = (inset: number) => [inset, inset, pageW - inset, pageH - inset].map((n) => Math.round(n * 1000) / 1000);
  const page = doc.page as unknown as { dictionary: { data: Record<string, unknown> } };
  page.dictionary.data.BleedBox = box(s);
  page.dictionary.data.TrimBox = box(s + b);

  const draw = (x: number, y: number, width: number, height: number) => {
    doc.save();
    doc.rect(x, y, width, height).clip();
    SVGtoPDF(doc, svg, x, y, { width, height, preserveAspectRatio: 'none' });
    doc.restore();
  };
  if (b > 0) draw(s, s, w + 2 * b, h + 2 * b);
  draw(s + b, s + b, w, h);

  // Crop marks: at each corner, a line on each trim edge's extension, in the slug.
  const gap = b + pt(MARK_GAP_MM);
  const len = s - pt(MARK_GAP_MM);
  doc.save().lineWidth(0.25).strokeColor('black');
  const left = s + b;
  const right = s + b + w;
  const top = s + b;
  const bottom = s + b + h;
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
  doc.end();
  return done;
}
