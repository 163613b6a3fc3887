import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EFFECT_MATRIX } from '../../editor-engine/export/effect';
import { catalogue } from '../../fixtures/catalog';
import { P } from '../../fixtures/catalog/products/ids';
import type { Product } from '../catalog/model';
import { defaultConfiguration } from '../services/defaultConfiguration';
import { databasesUnderTest } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { personalPicture } from './personalisedPicture.testing';
import { filesMade, ORDER_CONTACT, PRINT_FILES_TOKEN, printShopUnderTest } from './printShop.testing';
import { readPdfBoxes, PT_TO_MM } from '../print/pdfInspect.testing';

// Issue 27: a line personalised on its product page (the shopper's uploaded picture, their words, the effect they
// chose) is made from what they gave, not from the catalogue's artwork: the print file holds their picture with the
// effect, their words as outlines, at the size ordered, and the order page shows its proof. A lettering sticker is cut
// from the shopper's words in the font and colour they chose, mirrored when reversed. Every product of the catalogue
// with a picture option is ordered through the real API; the job queue renders in the render process.

interface ListedFile {
  name: string;
  part: string;
  type: string;
  url: string;
}

const withPicture = catalogue.products.filter((p) => p.personalizedImage && !p.hidden);
const WORDS = 'Anna';

/** The options a product page opens with (its first size, model, fabric...), as the add-to-cart payload names them. */
function pageOptions(p: Product): Record<string, unknown> {
  const { quantity: _q, sizeid, device, rugFormat, ...rest } = defaultConfiguration(p, catalogue);
  return {
    ...rest,
    ...(sizeid !== undefined ? { size: { sizeid, ...(device ? { deviceid: device } : {}) } } : {}),
    ...(rugFormat ? { format: rugFormat } : {}),
  };
}

/** The picture as the effect changes it (the engine's colour matrix), covering w x h centred, as raw RGB. */
async function expected(src: Buffer, effect: string, w: number, h: number): Promise<Buffer> {
  let img = sharp(src).resize(w, h, { fit: 'cover' }).removeAlpha();
  const m = EFFECT_MATRIX[effect as keyof typeof EFFECT_MATRIX];
  if (m) img = img.recomb([m.slice(0, 3), m.slice(5, 8), m.slice(10, 13)] as [[number, number, number], [number, number, number], [number, number, number]]);
  return img.raw().toBuffer();
}

/** Mean difference per channel (0-255) of two raw RGB(A) buffers' rows from `from` to `to` (shares of the height). */
async function meanDiff(a: Buffer, b: Buffer, w: number, h: number, channels: number, rows = [0, 1]): Promise<number> {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(rows[0] * h); y < Math.floor(rows[1] * h); y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        sum += Math.abs(a[(y * w + x) * channels + c] - b[(y * w + x) * 3 + c]);
        n++;
      }
  return sum / n;
}

/** Near-white pixels (the words' ink) in a band of a raw RGB(A) image: rows and columns as shares. */
function whiteIn(raw: Buffer, w: number, h: number, channels: number, rows: [number, number], cols: [number, number]): number {
  let white = 0;
  for (let y = Math.floor(rows[0] * h); y < rows[1] * h; y++)
    for (let x = Math.floor(cols[0] * w); x < cols[1] * w; x++) {
      const i = (y * w + x) * channels;
      if (raw[i] > 225 && raw[i + 1] > 225 && raw[i + 2] > 225 && (channels < 4 || raw[i + 3] > 200)) white++;
    }
  return white;
}

const tmp = (ext: string) => path.join(os.tmpdir(), `pl-${crypto.randomBytes(6).toString('hex')}.${ext}`);

/** The largest image embedded in a PDF, as poppler's pdfimages extracts it (PNG). */
function largestImage(pdf: Buffer): Buffer {
  const file = tmp('pdf');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pl-img-'));
  fs.writeFileSync(file, pdf);
  try {
    execFileSync('pdfimages', ['-png', file, path.join(dir, 'i')]);
    const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
    return fs.readFileSync(files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]);
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Page 1 of a PDF rendered by poppler at `dpi`, cut to its TrimBox: raw RGB. */
async function trimOfPage1(pdf: Buffer, dpi: number): Promise<{ raw: Buffer; width: number; height: number }> {
  const file = tmp('pdf');
  fs.writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, file]);
    const png = fs.readFileSync(`${file}.png`);
    const { MediaBox, TrimBox } = readPdfBoxes(pdf);
    const k = dpi / 72;
    const region = {
      left: Math.round((TrimBox[0] - MediaBox[0]) * k),
      top: Math.round((MediaBox[3] - TrimBox[3]) * k),
      width: Math.round((TrimBox[2] - TrimBox[0]) * k),
      height: Math.round((TrimBox[3] - TrimBox[1]) * k),
    };
    const { data, info } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { raw: data, width: info.width, height: info.height };
  } finally {
    fs.rmSync(file, { force: true });
    fs.rmSync(`${file}.png`, { force: true });
  }
}

describe.each(databasesUnderTest())('lines personalised on their product page, made on $name', (target) => {
  const running = printShopUnderTest(target);
  const shopGet = (url: string) => running.shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${PRINT_FILES_TOKEN}` } });

  /** Places an order of `adds` and waits until every made line is ready or failed; the print shop's list and the order page. */
  async function order(v: ReturnType<typeof visitor>, count: number) {
    const placed = (await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact: ORDER_CONTACT })) as {
      orderNumber: string;
      orderUrl: string;
    };
    type Line = { id: number; title: string; printStatus: string; printError?: string; files?: ListedFile[] };
    await filesMade(running, placed.orderNumber, 300_000);
    const lines: Line[] =
      (await shopGet('/ajax/print-files/orders')).json().orders.find((x: { number: string }) => x.number === placed.orderNumber)?.lines ?? [];
    expect(lines).toHaveLength(count);
    const page = (await running.shop.app.inject({ method: 'GET', url: `/ajax${placed.orderUrl}` })).json().order;
    return { number: placed.orderNumber, lines, page };
  }

  const get = async (f: ListedFile) => {
    const r = await shopGet(f.url);
    expect(r.statusCode, f.url).toBe(200);
    return r.rawPayload;
  };

  it('every product with a picture option is made from the shopper picture, effect and words, placed as on the page', async () => {
    const v = visitor(running.shop);
    const photo = await personalPicture();
    const uploaded = (
      await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/png;base64,${photo.toString('base64')}`, prefix: 'personalized' })
    ).fileInfo.file as string;
    const asked = withPicture.map((p) => ({
      product: p,
      effect: p.effects?.includes('sepia') ? 'sepia' : 'original',
      words: p.personalizedText ? WORDS : undefined,
    }));
    expect(asked.map((a) => a.product.id)).toEqual(expect.arrayContaining([P.photoCanvas, P.personalisedTee, P.photoCoasters, P.photoBlind, P.photoMural]));
    for (const a of asked)
      await v.add({
        productId: a.product.id,
        quantity: 1,
        options: {
          ...pageOptions(a.product),
          personalizedImage: uploaded,
          personalizedImageOriginalName: 'holiday.png',
          ...(a.effect !== 'original' ? { effect: a.effect } : {}),
          ...(a.words ? { personalizedText: a.words } : {}),
        },
      });
    const { lines, page } = await order(v, asked.length);

    for (const [n, a] of asked.entries()) {
      const name = a.product.name;
      const line = lines[n];
      expect(line.printStatus, `${name}: ${line.printError}`).toBe('ready');
      // personalised: the order page shows its proof, rendered from the same design as the print files
      const shown = page.lines[n];
      expect(shown.personalised, name).toBe(true);
      expect(shown.proof?.status, name).toBe('ready');
      const proofPng = (await running.shop.app.inject({ method: 'GET', url: shown.proof.url })).rawPayload;
      const proof = await sharp(proofPng).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const { width: pw, height: ph } = proof.info;
      // the picture covers the face, centred, with the effect (above the words' band)
      const want = await expected(photo, a.effect, pw, ph);
      expect(await meanDiff(proof.data, want, pw, ph, 3, [0, 0.6]), `${name}: proof against the picture`).toBeLessThan(6);
      if (a.words) expect(whiteIn(proof.data, pw, ph, 3, [0.7, 0.9], [0.3, 0.7]), `${name}: the words on the proof`).toBeGreaterThan(50);

      // the print file embeds the shopper's picture (with its effect), at its own size
      const pdfFile = line.files!.find((f) => f.type.includes('pdf'))!;
      const pdf = await get(pdfFile);
      const embedded = await sharp(largestImage(pdf)).resize(600, 400, { fit: 'fill' }).removeAlpha().raw().toBuffer();
      expect(await meanDiff(embedded, await expected(photo, a.effect, 600, 400), 600, 400, 3), `${name}: the picture in the PDF`).toBeLessThan(6);
      // the size ordered is the file's (its name and its TrimBox, a page or strip of it)
      const size = /-(\d+)x(\d+)cm\.pdf$/.exec(pdfFile.name)!;
      const trim = readPdfBoxes(pdf).TrimBox;
      expect(Math.round(((trim[3] - trim[1]) * PT_TO_MM) / 10), `${name}: height`).toBeGreaterThanOrEqual(Number(size[2]));
      if (a.words && pdfFile.part === 'print') {
        // the words are in the print file too: white outlines where the picture has no white
        const face = await trimOfPage1(pdf, 20);
        expect(whiteIn(face.raw, face.width, face.height, 3, [0.7, 0.9], [0.3, 0.7]), `${name}: the words in the PDF`).toBeGreaterThan(3);
      }
    }
  }, 600_000);

  it('a lettering sticker is cut from the shopper words, in the font and colour chosen, mirrored when reversed', async () => {
    const v = visitor(running.shop);
    const sticker = catalogue.products.find((p) => p.category === 'text-sticker')!;
    const options: Record<string, unknown> = { ...pageOptions(sticker), width: 60, height: 15, personalizedText: 'Hola Anna' };
    await v.add({ productId: sticker.id, quantity: 1, options });
    await v.add({ productId: sticker.id, quantity: 1, options: { ...options, orientation: 'reversed' } });
    // the up-selling lettering: its own font and colour, the ones its preview showed
    await v.add({
      productId: sticker.id,
      quantity: 1,
      options,
      upSellingProducts: [{ productId: sticker.id, quantity: 1, text: 'Hola Anna', font: 'Playfair Display', color: '#b3261e' }],
    });
    const { lines, page } = await order(v, 4);
    for (const l of lines) expect(l.printStatus, `${l.title}: ${l.printError}`).toBe('ready');
    expect(page.lines.map((l: { personalised: boolean }) => l.personalised)).toEqual([true, true, true, true]);
    const cut = async (n: number) => (await get(lines[n].files!.find((f) => f.name.endsWith('.svg'))!)).toString('utf8');
    const [normal, reversed, , upSold] = await Promise.all([0, 1, 2, 3].map(cut));
    const vinyl = catalogue.colours.find((c) => c.id === options.color)!;
    expect(normal).toContain(`fill="${vinyl.hex}"`);
    expect(upSold).toContain('fill="#b3261e"');

    /** The ink of an SVG drawn about 800 px wide, cut to its bounds and scaled to 400 x 100: its alpha channel. */
    const ink = async (svg: string, flop = false) => {
      const noBox = svg.replace(/<rect id="weeding-box"[^>]*\/>/, '');
      const [, width, unit] = /width="([\d.]+)(mm)?"/.exec(noBox)!;
      const density = unit ? 800 / (Number(width) / 25.4) : (72 * 800) / Number(width);
      const trimmed = await sharp(Buffer.from(noBox), { density }).flop(flop).trim({ threshold: 0 }).toBuffer();
      return sharp(trimmed).resize(400, 100, { fit: 'fill' }).ensureAlpha().extractChannel(3).raw().toBuffer();
    };
    const differ = (a: Buffer, b: Buffer) => a.reduce((n, x, i) => n + (Math.abs(x - b[i]) > 128 ? 1 : 0), 0) / a.length;
    // what the shopper saw: render-text's outlines of the same words in the same font
    const preview = async (font: string) =>
      (await v.ok('/ajax/personalized-services/render-text', { text: 'Hola Anna', font, color: '#000000' })).svg as string;
    const [lobster, playfair] = await Promise.all([preview('Lobster'), preview('Playfair Display')]);
    expect(differ(await ink(normal), await ink(lobster)), 'the cut is the words in Lobster').toBeLessThan(0.04);
    expect(differ(await ink(normal), await ink(playfair)), 'and not in another font').toBeGreaterThan(0.04);
    expect(differ(await ink(upSold), await ink(playfair)), 'the up-sold lettering in the font chosen').toBeLessThan(0.04);
    expect(differ(await ink(reversed, true), await ink(normal)), 'reversed is the cut mirrored').toBeLessThan(0.04);
    expect(differ(await ink(reversed), await ink(normal)), 'and differs from the normal cut').toBeGreaterThan(0.04);
  }, 300_000);
});
