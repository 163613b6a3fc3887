import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { P } from '../../fixtures/catalog/products/ids';
import { databasesUnderTest } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { filesMade, ORDER_CONTACT, PRINT_FILES_TOKEN, printShopUnderTest } from './printShop.testing';

// Issue 27: every line of every product family gets the files its machine needs, not only personalised lines. One
// order holds a line of each family, ordered from its product page as a shopper does; the jobs render them in the
// render process, and the print shop's route lists and serves each file. Boxes are read by poppler's pdfinfo.

interface ListedFile {
  name: string;
  part: string;
  type: string;
  bytes: number;
  url: string;
}

/** Each page's boxes in mm (width x height, rounded), as pdfinfo reads them. */
function boxesMm(pdf: Buffer): { trim: number[]; bleed: number[]; art?: number[] }[] {
  const file = path.join(os.tmpdir(), `pf-${crypto.randomBytes(6).toString('hex')}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    const out = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '99', file], { encoding: 'utf8' });
    const pages = new Map<number, Record<string, number[]>>();
    for (const m of out.matchAll(/^Page\s+(\d+)\s+(MediaBox|TrimBox|BleedBox|ArtBox):\s+([\d.\s-]+)$/gm)) {
      const [x0, y0, x1, y1] = m[3].trim().split(/\s+/).map(Number);
      const page = pages.get(Number(m[1])) ?? {};
      page[m[2]] = [Math.round(((x1 - x0) * 25.4) / 72), Math.round(((y1 - y0) * 25.4) / 72)];
      pages.set(Number(m[1]), page);
    }
    // pdfinfo shows a page's ArtBox as its MediaBox when the file sets none
    return [...pages.values()].map((p) => ({ trim: p.TrimBox, bleed: p.BleedBox, ...(p.ArtBox.join() !== p.MediaBox.join() ? { art: p.ArtBox } : {}) }));
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const cutContour = (pdf: Buffer) => /\/Separation\s*\/CutContour/.test(pdf.toString('latin1'));
/** pdfinfo's own reading of the file's version and output intent (it fails on a broken file). */
const pdfVersion = (pdf: Buffer) => {
  const file = path.join(os.tmpdir(), `pf-${crypto.randomBytes(6).toString('hex')}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return /PDF version:\s+([\d.]+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
  } finally {
    fs.rmSync(file, { force: true });
  }
};

/** The share of inked (not transparent) pixels in a box of a rendered SVG, fractions of its width and height. */
async function inkIn(svg: Buffer, box: { x: number; y: number; w: number; h: number }): Promise<number> {
  const { data, info } = await sharp(svg, { density: 20 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  let all = 0;
  for (let y = Math.floor(box.y * info.height); y < (box.y + box.h) * info.height; y++)
    for (let x = Math.floor(box.x * info.width); x < (box.x + box.w) * info.width; x++) {
      all++;
      if (data[(y * info.width + x) * 4 + 3] > 0) ink++;
    }
  return ink / all;
}

describe.each(databasesUnderTest())('production files of every product family on $name', (target) => {
  const running = printShopUnderTest(target);
  const shopGet = (url: string) => running.shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${PRINT_FILES_TOKEN}` } });

  /** Every family, ordered from its product page (catalogue products: no design of the shopper's). */
  const lines = {
    cutVinylReversed: { productId: P.treeOfLifeSticker, quantity: 1, options: { size: { sizeid: 1 }, color: 8, orientation: 'reversed' } },
    printedSticker: { productId: P.kidsWorldMapSticker, quantity: 1, options: { size: { sizeid: 1 } } },
    muralWiderThanARoll: { productId: P.forestMural, quantity: 1, options: { size: { sizeid: 1 } } },
    canvas: { productId: P.dunesCanvas, quantity: 1, options: { size: { sizeid: 3 }, materialCanvas: 'cotton', composition: 1 } },
    multiPanel: { productId: P.dunesCanvas, quantity: 1, options: { size: { sizeid: 6 }, materialCanvas: 'cotton', composition: 2 } },
    blind: { productId: P.rollerBlind, quantity: 1, options: { size: { sizeid: 1 }, tissue: 1, mechanism: 1, drop: 1 } },
    roundRug: { productId: P.terrazzoRug, quantity: 1, options: { format: 'round-100' } },
    roundCoasters: { productId: P.botanicalCoasters, quantity: 1, options: { size: { sizeid: 2 }, pack: 4 } },
    tShirt: { productId: P.mountainTee, quantity: 1, options: { model: 1, modelSize: 'M', materialColor: 2 } },
  };

  /** Orders every line in one order and waits until the print shop's list shows each line's files. */
  async function orderAll() {
    const v = visitor(running.shop);
    for (const payload of Object.values(lines)) await v.add(payload);
    const placed = (await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact: ORDER_CONTACT })) as {
      orderNumber: string;
    };
    type Line = { id: number; title: string; printStatus: string; files?: ListedFile[] };
    await filesMade(running, placed.orderNumber, 200_000);
    const order: { number: string; lines: Line[] } | undefined = (await shopGet('/ajax/print-files/orders'))
      .json()
      .orders.find((o: { number: string }) => o.number === placed.orderNumber);
    expect(order?.lines).toHaveLength(Object.keys(lines).length);
    return {
      number: placed.orderNumber,
      lines: Object.fromEntries(Object.keys(lines).map((k, n) => [k, order!.lines[n]])) as Record<keyof typeof lines, Line>,
    };
  }

  it('renders the files each machine needs for one line of each family, named by order, line, part and size', async () => {
    const { number, lines: made } = await orderAll();
    for (const [family, line] of Object.entries(made)) expect(line.printStatus, `${family}: ${JSON.stringify(line)}`).toBe('ready');
    const get = async (f: ListedFile) => {
      const r = await shopGet(f.url);
      expect(r.statusCode, f.url).toBe(200);
      expect(r.headers['content-type']).toContain(f.type);
      expect(r.headers['content-disposition']).toBe(`attachment; filename="${f.name}"`);
      expect(r.rawPayload.length).toBe(f.bytes);
      return r.rawPayload;
    };
    const named = (family: keyof typeof made) => made[family].files!.map((f) => f.name.replace(`${number}-line-${made[family].id}-`, ''));

    // cut vinyl: the outline at 60 x 55 cm in signal red, mirrored (the swallows fly top left, not top right), no print
    expect(named('cutVinylReversed')).toEqual(['cut-60x55cm.svg', 'cut-60x55cm.pdf']);
    const [cutSvg, cutPdf] = await Promise.all(made.cutVinylReversed.files!.map(get));
    const svgText = cutSvg.toString('utf8');
    expect(svgText).toContain('fill="#c8102e"');
    expect(svgText).toMatch(/width="620mm" height="570mm"/); // the design and the 10 mm weeding box around it
    expect(svgText).toContain('id="weeding-box"');
    const design = Buffer.from(svgText.replace(/<rect id="weeding-box"[^>]*\/>/, ''));
    expect(await inkIn(design, { x: 0.02, y: 0.02, w: 0.25, h: 0.2 })).toBeGreaterThan(0.01);
    expect(await inkIn(design, { x: 0.73, y: 0.02, w: 0.25, h: 0.2 })).toBe(0);
    expect(boxesMm(cutPdf)).toEqual([{ trim: [600, 550], bleed: [600, 550] }]);

    // a printed sticker: the print PDF at its size with its bleed, and the CutContour line a print-and-cut machine follows
    expect(named('printedSticker')).toEqual(['print-60x40cm.pdf']);
    const sticker = await get(made.printedSticker.files![0]);
    expect(boxesMm(sticker)).toEqual([{ trim: [600, 400], bleed: [606, 406] }]);
    expect(cutContour(sticker)).toBe(true);
    expect(pdfVersion(sticker)).toBe('1.6');
    expect(sticker.toString('latin1')).toMatch(/\/S \/GTS_PDFX/);

    // a 200 cm mural on a 50 cm roll: strips overlapping by 2 cm, in hanging order, the last one what is left
    expect(named('muralWiderThanARoll')).toEqual([
      'strip-1-of-5-50x150cm.pdf',
      'strip-2-of-5-50x150cm.pdf',
      'strip-3-of-5-50x150cm.pdf',
      'strip-4-of-5-50x150cm.pdf',
      'strip-5-of-5-8x150cm.pdf',
    ]);
    const strips = await Promise.all(made.muralWiderThanARoll.files!.map(get));
    expect(strips.map((s) => boxesMm(s)[0].trim)).toEqual([
      [500, 1500],
      [500, 1500],
      [500, 1500],
      [500, 1500],
      [80, 1500],
    ]);

    // a canvas: 60 x 40 cm of face, 4 cm of picture around it for the frame's side and fold, and its 3 mm bleed
    expect(named('canvas')).toEqual(['wrap-60x40cm.pdf']);
    expect(boxesMm(await get(made.canvas.files![0]))).toEqual([{ trim: [680, 480], bleed: [686, 486], art: [600, 400] }]);

    // a triptych 3 x 40 x 80 cm: one area per panel, each with its own wrap
    expect(named('multiPanel')).toEqual(['wrap-3-panels-40x80cm.pdf']);
    expect(boxesMm(await get(made.multiPanel.files![0]))).toEqual(Array(3).fill({ trim: [480, 880], bleed: [486, 886], art: [400, 800] }));

    // a blind and a round rug: the print PDF at the ordered size; the round rug cut round
    expect(named('blind')).toEqual(['print-60x160cm.pdf']);
    expect(boxesMm(await get(made.blind.files![0]))).toEqual([{ trim: [600, 1600], bleed: [606, 1606] }]);
    expect(named('roundRug')).toEqual(['print-100x100cm.pdf']);
    const rug = await get(made.roundRug.files![0]);
    expect(boxesMm(rug)).toEqual([{ trim: [1000, 1000], bleed: [1006, 1006] }]);
    expect(cutContour(rug)).toBe(true);

    // round coasters: 10 cm, a round cut
    expect(named('roundCoasters')).toEqual(['print-10x10cm.pdf']);
    const coaster = await get(made.roundCoasters.files![0]);
    expect(boxesMm(coaster)).toEqual([{ trim: [100, 100], bleed: [106, 106] }]);
    expect(cutContour(coaster)).toBe(true);

    // a t-shirt: the 30 x 40 cm print area as a PNG at 300 DPI, transparent where nothing prints
    expect(named('tShirt')).toEqual(['print-area-30x40cm.png', 'print-30x40cm.pdf']);
    const png = await get(made.tShirt.files![0]);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([3543, 4724, true]);
    expect(meta.density).toBe(300);
    const alpha = await sharp(png).extractChannel(3).stats();
    expect(alpha.channels[0].min).toBe(0);
    expect(alpha.channels[0].max).toBe(255);
  }, 300_000);
});
