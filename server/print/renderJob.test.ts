import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDocument, EXPORT_PNG_WIDTH, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { proofScales, renderLineProof, renderProof } from './renderJob';
import type { Production } from './production';

// Issue 27: the proof of a design with a large photo is drawn from a copy at the size the proof draws the photo, the
// effect baked into the copy by libvips, instead of decoding and filtering the photo in resvg-wasm at 2,400 px.

/** A photo-like JPEG: a gradient under diagonal stripes (the same pixels every run). */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const stripe = Math.floor((x + y) / 60) % 2 === 0;
      raw.set(stripe ? [230, 190, 40] : [(x * 255) / width, (y * 255) / height, 150], i);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function design(src: string, width: number, height: number, effect: 'original' | 'sepia') {
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'addBackground', { src, naturalWidth: width, naturalHeight: height }).doc;
  doc = runCommand(doc, 'setEffect', { effect }).doc;
  return runCommand(doc, 'setSize', { width: 100, height: 75 }).doc;
}

/** Mean difference per channel (0-255) of two PNGs at 120 px wide. */
async function difference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const raw = (png: Uint8Array) => sharp(png).resize(120).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe("a line's proof of a large photo", () => {
  it('knows the scale the proof draws each picture at: the background covering the proof', () => {
    const doc = design('/media/uploads/big.jpg', 4000, 3000, 'original');
    const scale = proofScales(doc).get('/media/uploads/big.jpg')!;
    const k = EXPORT_PNG_WIDTH / doc.canvas.width;
    expect(scale).toBeCloseTo(k * Math.max(doc.canvas.width / 4000, doc.canvas.height / 3000), 6);
    // drawn 1,200 px wide: a third of the photo's width
    expect(Math.round(4000 * scale)).toBe(EXPORT_PNG_WIDTH);
  });

  it('drawn from its copy, with sepia baked by libvips, shows what the full-size render shows', async () => {
    const jpeg = await photo(2400, 1800);
    const src = '/media/uploads/big.jpg';
    const media = async (s: string) => (s === src ? new Uint8Array(jpeg) : undefined);
    for (const effect of ['original', 'sepia'] as const) {
      const doc = design(src, 2400, 1800, effect);
      const plan = {
        family: 'contour',
        artwork: { kind: 'design', document: doc },
        widthMm: 1000,
        heightMm: 750,
        panels: 1,
        bleedMm: 3,
        mirrored: false,
      } satisfies Production;
      const line = await renderLineProof({ plan, title: 't', createdAt: '2026-01-01T00:00:00Z' }, media);
      if (line.kind !== 'proof') throw new Error(line.reason);
      const full = await renderProof(doc, EXPORT_PNG_WIDTH, media);
      expect((await sharp(line.png).metadata()).width).toBe(EXPORT_PNG_WIDTH);
      // measured 0.49 (as uploaded) and 0.43 (sepia); a copy without the effect would differ by tens
      expect(await difference(line.png, full), effect).toBeLessThan(1);
    }
  }, 60_000);
});
