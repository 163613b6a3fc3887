import crypto from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import type { ServerConfig } from '../config';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { visitor } from '../routes/shopping.testing';
import { startJobs, type Jobs } from './printJobs';

// Issue 25, items 1 and 2: a print render runs in its own process, within a memory and a time limit. Past either it is
// killed, the run counts as an attempt, and after the last attempt the line is failed with the reason, which its order
// page shows; the shop answers all along. The limits are small here so that a real 12-megapixel photo design (it
// peaks at 1.7 GB and renders for seconds) goes past them. Before: the render ran on the shop's own thread, had no limit,
// and the line was printed (or, for a larger design, the shop aborted out of memory).

const contact = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

let photo: Promise<Buffer> | undefined;
/** A 4000 x 3000 photo of noise (nothing to compress: the heaviest kind of real photo for the renderer). */
const bigPhoto = () =>
  (photo ??= sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8a4a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer());

describe.each(databasesUnderTest())('print renders past their limits on $name', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const f of cleanups.reverse()) await f();
  });

  /** A shop with these render limits and its job engine, logging into `log`. */
  async function shopWith(printRender: ServerConfig['printRender']): Promise<{ shop: TestShop; jobs: Jobs; log: string[] }> {
    const shop = await createTestShop(target, { config: { databaseUrl: target.url, printRender } });
    const schema = `jobs_${crypto.randomBytes(5).toString('hex')}`;
    const log: string[] = [];
    const jobs = await startJobs(shop.app.services, {
      log: { info: (m) => void log.push(m), error: (e) => void log.push(`error: ${e instanceof Error ? e.message : String(e)}`) },
      schema,
      printRetryDelaySeconds: 1,
      maintenanceSeconds: 1,
    });
    cleanups.push(async () => {
      await jobs.stop();
      await shop.close();
      if (target.url) {
        const c = new pg.Client({ connectionString: target.url });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      }
    });
    return { shop, jobs, log };
  }

  /** A shopper orders a 100 x 75 cm sticker of the big photo in sepia with a text: the order's link and number. */
  async function orderBigPhoto(shop: TestShop) {
    const v = visitor(shop);
    const jpeg = await bigPhoto();
    const src = (await v.ok('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, prefix: 'personalized' }))
      .fileInfo.file;
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'addBackground', { src, naturalWidth: 4000, naturalHeight: 3000 }).doc;
    doc = runCommand(doc, 'addText', { text: 'Summer 2026', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#ffffff' }).doc;
    doc = runCommand(doc, 'setEffect', { effect: 'sepia' }).doc;
    doc = runCommand(doc, 'setSize', { width: 100, height: 75 }).doc;
    await v.add({ ...buildCartPayload(doc, { personalizedImage: src }), design: doc });
    return (await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact })) as { orderUrl: string; orderNumber: string };
  }

  /**
   * The order page's line once its print job has ended (the database is polled: the page allows 120 views a minute).
   * The proof is drawn from a copy at its own small size (issue 27) and shows while the print files are still being
   * made; it is the print file, the photo at full size, that goes past the limits.
   */
  async function settled(shop: TestShop, orderUrl: string, orderNumber: string) {
    const end = Date.now() + 180_000;
    while ((await shop.app.services.print.orderByNumber(orderNumber))!.lines[0].printStatus === 'pending') {
      if (Date.now() > end) throw new Error('the line stayed pending');
      await new Promise((r) => setTimeout(r, 50));
    }
    return (await shop.app.inject({ method: 'GET', url: `/ajax${orderUrl}` })).json().order.lines[0];
  }

  const until = async (test: () => boolean) => {
    while (!test()) await new Promise((r) => setTimeout(r, 50));
  };

  it('a render that needs more memory than its limit is killed, twice, and the line fails with the reason; the shop answers during it', async () => {
    const { shop, log } = await shopWith({ memoryMb: 250, timeoutSeconds: 300, attempts: 2 });
    const { orderUrl, orderNumber } = await orderBigPhoto(shop);
    await until(() => log.some((l) => /rendering \(attempt 1\)/.test(l)));
    // The render runs in another process: the shop's own thread answers while it works.
    const live = await shop.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    // the proof (small) may already show; the line has not failed yet
    expect(['pending', 'ready']).toContain((await shop.app.inject({ method: 'GET', url: `/ajax${orderUrl}` })).json().order.lines[0].proof.status);

    const line = await settled(shop, orderUrl, orderNumber);
    expect(line.proof.status).toBe('failed');
    const stored = (await shop.app.services.print.orderByNumber(orderNumber))!.lines[0];
    expect(stored.printError).toBe('the render needed more than 250 MB of memory and was stopped (PRINT_RENDER_MEMORY_MB)');
    // Two runs, each killed, then no third: the job is done with.
    expect(log.filter((l) => /rendering \(attempt \d\)/.test(l))).toEqual([
      `print line ${line.id}: rendering (attempt 1)`,
      `print line ${line.id}: rendering (attempt 2)`,
    ]);
    expect(log.filter((l) => /needed more than 250 MB/.test(l))).toHaveLength(3); // each run's error, then the failure
    expect(log).not.toContain(`print line ${line.id}: printed`);
    expect((await shop.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  }, 420_000);

  it('a render that takes longer than its time limit is stopped and counted, and the line fails with the reason', async () => {
    const { shop, log } = await shopWith({ memoryMb: 3072, timeoutSeconds: 1, attempts: 2 });
    const { orderUrl, orderNumber } = await orderBigPhoto(shop);
    const line = await settled(shop, orderUrl, orderNumber);
    expect(line.proof.status).toBe('failed');
    const stored = (await shop.app.services.print.orderByNumber(orderNumber))!.lines[0];
    expect(stored.printError).toBe('the render took longer than 1 s and was stopped (PRINT_RENDER_TIMEOUT_S)');
    expect(log.filter((l) => /rendering \(attempt \d\)/.test(l))).toHaveLength(2);
    expect(log).toContain(`print line ${line.id}: failed (the render took longer than 1 s and was stopped (PRINT_RENDER_TIMEOUT_S))`);
    // The render process is started afresh after a kill: a design within the limits still prints.
    expect(
      Buffer.from(await shop.app.services.print.proof(createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 }), 60))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  }, 420_000);
});
