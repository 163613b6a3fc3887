import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

// Reading a PDF's page boxes and image sizes for tests: the dictionaries pdfkit writes are plain text (only streams
// are compressed), so the numbers can be read without a PDF library.

export const PT_TO_MM = 25.4 / 72;

export function readPdfBoxes(pdf: Buffer): Record<'MediaBox' | 'BleedBox' | 'TrimBox', number[]> {
  const text = pdf.toString('latin1');
  const box = (name: string) => {
    const m = new RegExp(`/${name} \\[([^\\]]+)\\]`).exec(text);
    if (!m) throw new Error(`no ${name}`);
    return m[1].trim().split(/\s+/).map(Number);
  };
  return { MediaBox: box('MediaBox'), BleedBox: box('BleedBox'), TrimBox: box('TrimBox') };
}

/** Every image XObject's pixel size and how it is stored (DCTDecode: a JPEG; FlateDecode: PNG's pixels), soft masks
 * (the alpha of a PNG) included. */
export function readPdfImages(pdf: Buffer): { width: number; height: number; filter?: string }[] {
  const text = pdf.toString('latin1');
  const out: { width: number; height: number; filter?: string }[] = [];
  for (const m of text.matchAll(/<<([^<>]*\/Subtype \/Image[^<>]*)>>/g)) {
    const w = /\/Width (\d+)/.exec(m[1]);
    const h = /\/Height (\d+)/.exec(m[1]);
    const filter = /\/Filter \/(\w+)/.exec(m[1])?.[1];
    if (w && h) out.push({ width: Number(w[1]), height: Number(h[1]), ...(filter ? { filter } : {}) });
  }
  return out;
}

/** Every stream of the PDF, inflated where it is compressed (the pages' drawing operators). */
export function readPdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/>>\s*stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const bytes = pdf.subarray(start, text.indexOf('endstream', start));
    try {
      out.push(zlib.inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
  }
  return out;
}

/** The dictionary of object `n` (`n 0 obj << ... >>`), as text. */
export function readPdfObject(pdf: Buffer, n: number): string | undefined {
  return new RegExp(`(?:^|\\n)${n} 0 obj\\s*<<([\\s\\S]*?)>>\\s*(?:stream|endobj)`).exec(pdf.toString('latin1'))?.[1];
}

/** Page 1 of a PDF by poppler, cut to its TrimBox and `width` px wide, as raw RGB. */
export async function trimmedPage(pdf: Uint8Array, width: number): Promise<Buffer> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'look-')), 'print.pdf');
  fs.writeFileSync(file, pdf);
  const { MediaBox, TrimBox } = readPdfBoxes(Buffer.from(pdf));
  const k = width / (TrimBox[2] - TrimBox[0]);
  execFileSync('pdftoppm', ['-png', '-r', String(72 * k), '-singlefile', file, file]);
  const region = {
    left: Math.round((TrimBox[0] - MediaBox[0]) * k),
    top: Math.round((MediaBox[3] - TrimBox[3]) * k),
    width,
    height: Math.round((TrimBox[3] - TrimBox[1]) * k),
  };
  const raw = await sharp(`${file}.png`).extract(region).removeAlpha().raw().toBuffer();
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return raw;
}
