import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apply, createDocument, type DesignDocument } from '../../editor-engine';
import { renderLineProof, renderPrintFiles } from './renderJob';
import { trimmedPage } from './pdfInspect.testing';
import type { Production } from './production';

// Issue 29: a picture flipped, half see-through and adjusted, and a text flipped and see-through, reach the print PDF
// as the proof (the browser's pixels) shows them. svg-to-pdfkit ignores SVG filters, so the adjustments must arrive
// baked into the picture's pixels; a filter left in would print the picture as uploaded.

const assets = path.resolve('fixtures/designs/assets');
/** A 1200 x 900 photo (a JPEG, red across, green down): large enough that the proof draws it from a smaller copy. */
const photo = sharp(Buffer.from(Array.from({ length: 1200 * 900 }, (_, i) => [((i % 1200) * 255) / 1200, (Math.floor(i / 1200) * 255) / 900, 60]).flat()), {
  raw: { width: 1200, height: 900, channels: 3 },
})
  .jpeg()
  .toBuffer();

const media = async (src: string) => {
  if (src === 'photo.jpg') return new Uint8Array(await photo);
  const file = path.join(assets, path.basename(src));
  return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
};

function design(adjusted = true) {
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'setBackgroundColour', { colour: '#2255aa' });
  doc = apply(doc, 'addImage', { src: 'portrait.png', naturalWidth: 200, naturalHeight: 300 });
  doc = apply(doc, 'move', { ids: ['i1'], dx: -150, dy: 0 });
  doc = apply(doc, 'flip', { ids: ['i1'], axis: 'x' });
  doc = apply(doc, 'setOpacity', { ids: ['i1'], opacity: 0.5 });
  if (adjusted) doc = apply(doc, 'adjustImage', { id: 'i1', brightness: 40, contrast: 20, saturation: -80 });
  doc = apply(doc, 'addText', { text: 'Flip', font: 'Roboto', fontFile: 'roboto-latin-700-normal.woff', fill: '#ff0000' });
  doc = apply(doc, 'move', { ids: ['t2'], dx: 150, dy: 0 });
  doc = apply(doc, 'flip', { ids: ['t2'], axis: 'x' });
  return apply(doc, 'setOpacity', { ids: ['t2'], opacity: 0.5 });
}

/** The line's print PDF (cut to its trim) and its proof, both `width` px wide, as raw RGB. */
async function printAndProof(document: DesignDocument, width: number): Promise<{ print: Buffer; proof: Buffer }> {
  const plan: Production = { family: 'print', artwork: { kind: 'design', document }, widthMm: 300, heightMm: 200, panels: 1, bleedMm: 0, mirrored: false };
  const input = { plan, title: 'look', createdAt: '2026-01-01T00:00:00Z' };
  const [printed, proofed] = await Promise.all([renderPrintFiles(input, media), renderLineProof(input, media)]);
  if (printed.kind !== 'printed' || proofed.kind !== 'proof') throw new Error('not rendered');
  const pdf = printed.files.find((f) => f.ext === 'pdf')!;
  return { print: await trimmedPage(pdf.bytes, width), proof: await sharp(proofed.png).resize(width).removeAlpha().raw().toBuffer() };
}

/** The mean colour of a 9 x 9 patch at (fx, fy), shares of a 300 x 200 picture. */
function patch(raw: Buffer, fx: number, fy: number): number[] {
  const sum = [0, 0, 0];
  for (let y = -4; y <= 4; y++)
    for (let x = -4; x <= 4; x++) {
      const i = ((Math.round(fy * 200) + y) * 300 + Math.round(fx * 300) + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += raw[i + c];
    }
  return sum.map((v) => v / 81);
}

describe('the print PDF of a flipped, see-through and adjusted design (issue 29)', () => {
  it('shows what the proof shows, the adjustments baked into the picture', async () => {
    const [adjusted, plain] = await Promise.all([printAndProof(design(), 300), printAndProof(design(false), 300)]);
    const { print, proof } = adjusted;
    expect(print.length).toBe(proof.length);
    let differ = 0;
    for (let i = 0; i < proof.length; i++) if (Math.abs(proof[i] - print[i]) > 24) differ++;
    expect(differ / proof.length, 'share of channels that differ from the proof').toBeLessThan(0.02);
    // the see-through red text over the blue, mirrored (the proof's own check is the designer journey's canvas)
    for (const [fx, fy] of [
      [0.2, 0.3],
      [0.3, 0.6],
      [0.75, 0.5],
    ] as const)
      patch(print, fx, fy).forEach((v, c) => expect(Math.abs(v - patch(proof, fx, fy)[c]), `at ${fx}, ${fy}`).toBeLessThan(24));
    // the picture is not as uploaded: a filter that svg-to-pdfkit dropped would print it like the unadjusted design
    const moved = [
      [0.2, 0.3],
      [0.3, 0.6],
    ].map(([fx, fy]) => {
      const [a, b] = [patch(print, fx, fy), patch(plain.print, fx, fy)];
      return Math.max(...a.map((v, c) => Math.abs(v - b[c])));
    });
    expect(Math.max(...moved), 'the adjustments changed the printed picture').toBeGreaterThan(25);
  });

  it('a large photo adjusted under sepia: the proof, drawn from a smaller copy, adjusts before the effect as the print does', async () => {
    let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
    doc = apply(doc, 'setBackgroundColour', { colour: '#ffffff' });
    doc = apply(doc, 'addImage', { src: 'photo.jpg', naturalWidth: 1200, naturalHeight: 900 });
    doc = apply(doc, 'adjustImage', { id: 'i1', brightness: 20, saturation: -90 });
    doc = apply(doc, 'setEffect', { effect: 'sepia' });
    const { print, proof } = await printAndProof(doc, 300);
    // sepia over a greyed photo is sepia; greyed after sepia it would be grey
    for (const [fx, fy] of [
      [0.3, 0.3],
      [0.7, 0.7],
    ] as const) {
      const [a, b] = [patch(print, fx, fy), patch(proof, fx, fy)];
      a.forEach((v, c) => expect(Math.abs(v - b[c]), `at ${fx}, ${fy}: print ${a} proof ${b}`).toBeLessThan(12));
      expect(a[0] - a[2], 'sepia-toned').toBeGreaterThan(20);
    }
  });
});
