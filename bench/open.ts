import { spawnSync } from 'node:child_process';
import { chromium, type APIRequestContext, type BrowserServer, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apply, createDocument, restoreDocument, type DesignDocument } from '../editor-engine/index.js';

// The design of issue 29's "opens in under 1 s" (bench/designer.bench.ts): stored through the shop's own routes, then
// timed in the page from navigation start until the canvas has drawn it.

/** Debian's Chromium as a server, every thread of it on core 1 (the shop runs on core 0): the browser of the designer benches. */
export async function pinnedChromium(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  spawnSync('taskset', ['-a', '-cp', '1', String(server.process().pid)], { stdio: 'ignore' });
  return server;
}

/** A 12-megapixel photo-like JPEG (a gradient with grain, as a phone's photo is at its quality): each one different. */
async function photoJpeg(seed: number): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const raw = Buffer.alloc(width * height * 3);
  let n = seed * 7919 + 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      n = (n * 1103515245 + 12345) & 0x7fffffff;
      const grain = (n % 17) - 8;
      const i = (y * width + x) * 3;
      raw[i] = Math.max(0, Math.min(255, (x * 255) / width + grain));
      raw[i + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      raw[i + 2] = Math.max(0, Math.min(255, 60 + seed * 60 + grain));
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Stores the benchmark's design and answers its link: the product's first catalogue template (from the shop's
 * templates route), a curved text, and three 12-megapixel JPEGs uploaded as the designer uploads them (the upload
 * route, multipart) put in a circle, a heart and a star frame; saved through "Save and share".
 */
export async function sharedDesign(
  request: APIRequestContext,
  base: string,
  productId: number,
): Promise<{ link: string; slug: string; objects: number; photos: string[]; what: string }> {
  const templates = await request.get(`${base}/ajax/catalog/product/${productId}/templates`);
  if (!templates.ok()) throw new Error(`templates: ${templates.status()} ${await templates.text()}`);
  const template = ((await templates.json()) as { templates: Array<{ id: string; name: string; design: unknown }> }).templates[0];
  const start = restoreDocument(template.design);
  let doc: DesignDocument = createDocument({ productId, typeCode: start.product.typeCode });
  doc = apply(doc, 'startTemplate', { id: template.id, design: start });
  doc = apply(doc, 'addText', { text: 'Happy birthday, Anna', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#a01040', curve: 60 });
  const last = () => doc.order[doc.order.length - 1];
  doc = apply(doc, 'move', { ids: [last()], dx: 0, dy: -60 });
  const photos: string[] = [];
  for (const [i, kind] of (['circle', 'heart', 'star'] as const).entries()) {
    const upload = await request.post(`${base}/ajax/upload/upload-image`, {
      multipart: {
        files: { name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photoJpeg(i) },
        prefix: 'personalized',
        productId: String(productId),
      },
    });
    if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
    const src = ((await upload.json()) as { fileInfo: { file: string } }).fileInfo.file;
    photos.push(src);
    doc = apply(doc, 'addImage', { src, naturalWidth: 4000, naturalHeight: 3000 });
    doc = apply(doc, 'scale', { ids: [last()], scaleX: 0.035, scaleY: 0.035 });
    doc = apply(doc, 'move', { ids: [last()], dx: (i - 1) * 170, dy: 60 });
    doc = apply(doc, 'frameImage', { id: last(), kind });
  }
  const shared = await request.post(`${base}/ajax/personalized-services/share-design`, { data: { productId, design: doc } });
  if (!shared.ok()) throw new Error(`share: ${shared.status()} ${await shared.text()}`);
  const link = ((await shared.json()) as { url: string }).url;
  const slug = new URL(link, base).pathname.split('/').pop()!;
  return { link, slug, objects: doc.order.length, photos, what: `template “${template.name}”, a curved text, 3 framed 12-megapixel JPEGs` };
}

/** What CANVAS_SAMPLER leaves on the page's window: when the canvas's pixels last changed, and every change. */
export interface CanvasSamples {
  drawnAt?: number;
  /** Milliseconds from navigation start, rounded. */
  canvasChanges: number[];
}

/**
 * openDrawn's init script: samples the designer's canvas every frame at 200 px wide and records each change of its
 * pixels or size in the window's CanvasSamples (bench/open-timeline.ts prints them all). As text: tsx names the
 * functions it compiles with a helper the page does not have.
 */
const CANVAS_SAMPLER = `{
  const small = document.createElement('canvas');
  const ctx = small.getContext('2d', { willReadFrequently: true });
  let last = '';
  window.canvasChanges = [];
  const sample = () => {
    const canvas = document.querySelector('[data-testid=designer-canvas]');
    if (canvas && canvas.width > 0 && canvas.height > 0) {
      small.width = 200;
      small.height = Math.max(1, Math.round((200 * canvas.height) / canvas.width));
      ctx.drawImage(canvas, 0, 0, small.width, small.height);
      const data = ctx.getImageData(0, 0, small.width, small.height).data;
      let hash = 0;
      for (let i = 0; i < data.length; i++) hash = (Math.imul(hash, 31) + data[i]) | 0;
      const seen = canvas.width + 'x' + canvas.height + ':' + hash;
      if (seen !== last) {
        last = seen;
        window.drawnAt = performance.now();
        window.canvasChanges.push(Math.round(window.drawnAt));
      }
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}`;

/**
 * Opens `url` in a new visitor's page and answers the milliseconds from navigation start to the canvas drawn: the
 * last change of the canvas's pixels (sampled every frame, as the journeys' settledCapture waits for two captures
 * that agree) once the page lists `objects` objects, every picture in `photos` has arrived, and the canvas has then
 * stayed the same for 1.5 s. `shot`: a screenshot of the page then, to see what was timed.
 */
export async function openDrawn(page: Page, url: string, objects: number, photos: string[] = [], shot?: string): Promise<number> {
  await page.addInitScript(CANVAS_SAMPLER);
  await page.goto(url);
  const names = photos.map((p) => p.split('/').pop()!.split('.')[0]);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const state = await page.evaluate(
      ([count, names]) => {
        const { drawnAt } = window as unknown as CanvasSamples;
        const listed = document.querySelectorAll('[data-testid=designer-object]').length;
        const arrived = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => names.some((n) => r.name.includes(n)));
        const photosIn = names.every((n) => arrived.some((r) => r.name.includes(n) && r.responseEnd > 0));
        const after = Math.max(0, ...arrived.map((r) => r.responseEnd));
        const still = drawnAt !== undefined && drawnAt >= after && performance.now() - drawnAt >= 1500;
        return { drawnAt, listed, photosIn, ready: listed === count && photosIn && still };
      },
      [objects, names] as const,
    );
    if (state.ready) {
      if (shot) await page.screenshot({ path: shot });
      return Math.round(state.drawnAt!);
    }
    if (Date.now() > deadline) throw new Error(`${url}: not drawn in 120 s (${JSON.stringify(state)})`);
    await page.waitForTimeout(100);
  }
}
