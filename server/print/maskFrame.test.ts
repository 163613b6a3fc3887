import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apply, createDocument, type ImageObject } from '../../editor-engine';
import { OPENMOJI_SVG_DIR } from '../catalog/designSources';
import { maskOutline } from './maskOutline';
import { trimmedPage } from './pdfInspect.testing';
import type { Production } from './production';
import { renderLineProof, renderPrintFiles } from './renderJob';

// Issue 29: a photo framed by a library design (OpenMoji's red heart, its outline as the server keeps it) is cut the
// same in the print PDF (svg-to-pdfkit, poppler to look at it) and the proof (resvg): the photo inside the heart,
// the background where the heart dips and beside its tip, where the uncut photo would be.

const RED = sharp({ create: { width: 400, height: 400, channels: 3, background: '#e01010' } })
  .jpeg()
  .toBuffer();
const media = async (src: string) => (src === 'photo.jpg' ? new Uint8Array(await RED) : undefined);

function design() {
  const heart = maskOutline(10_000_001, fs.readFileSync(path.join(OPENMOJI_SVG_DIR, '2764.svg'), 'utf8'))!;
  let doc = createDocument({ productId: 1, typeCode: 8 }, { width: 600, height: 400 });
  doc = apply(doc, 'setBackgroundColour', { colour: '#2255aa' });
  doc = apply(doc, 'addImage', { src: 'photo.jpg', naturalWidth: 400, naturalHeight: 400 });
  doc = apply(doc, 'frameImage', { id: 'i1', kind: 'design', mask: heart });
  return apply(doc, 'placePhoto', { id: 'i1', x: 0.3, y: 0.5, zoom: 1.5 });
}

/** The mean colour of a 5 x 5 patch at canvas pixel (x, y) of a 600 x 400 render. */
function patch(raw: Buffer, x: number, y: number): number[] {
  const sum = [0, 0, 0];
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) for (let c = 0; c < 3; c++) sum[c] += raw[((y + dy) * 600 + x + dx) * 3 + c];
  return sum.map((v) => Math.round(v / 25));
}
const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]) < 40);

describe('a photo framed by a library design, printed (issue 29)', () => {
  it('the print PDF and the proof both cut the photo to the design\u2019s outline', async () => {
    const document = design();
    const o = document.objects.i1 as ImageObject;
    // the picture: 400 px square at (300, 200), scaled to fit the canvas
    const half = (o.naturalWidth * o.transform.scaleX) / 2;
    const plan: Production = { family: 'print', artwork: { kind: 'design', document }, widthMm: 300, heightMm: 200, panels: 1, bleedMm: 0, mirrored: false };
    const input = { plan, title: 'mask', createdAt: '2026-01-01T00:00:00Z' };
    const [printed, proofed] = await Promise.all([renderPrintFiles(input, media), renderLineProof(input, media)]);
    if (printed.kind !== 'printed' || proofed.kind !== 'proof') throw new Error('not rendered');
    const pdf = printed.files.find((f) => f.ext === 'pdf')!;
    const renders = { print: await trimmedPage(pdf.bytes, 600), proof: await sharp(proofed.png).resize(600).removeAlpha().raw().toBuffer() };
    for (const [name, raw] of Object.entries(renders)) {
      const inside = patch(raw, 300, 220);
      const dip = patch(raw, 300, Math.round(200 - half + 0.06 * 2 * half));
      const besideTip = patch(raw, Math.round(300 - 0.8 * half), Math.round(200 + 0.85 * half));
      expect(near(inside, [224, 16, 16]), `${name} inside ${inside}`).toBe(true);
      expect(near(dip, [34, 85, 170]), `${name} in the heart's dip ${dip}`).toBe(true);
      expect(near(besideTip, [34, 85, 170]), `${name} beside the tip ${besideTip}`).toBe(true);
    }
  });
});
