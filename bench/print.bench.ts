// Print files (issue 14), printed, never asserted:
//  1. for a design with a 12-megapixel photo (4000 x 3000 JPEG, a text), as uploaded and with sepia: the time from
//     placing the order to its proof (the confirmation page's wait), the print files after it, and the PDF's size
//     against the uploaded photo's bytes (issue 27's goals: under 3 s, at most 1.3 x), on the embedded database;
//  2. jobs per minute with two worker processes against one, on PostgreSQL (BENCH_DATABASE_URL or
//     TEST_DATABASE_URL; skipped without): orders are queued first by a process that does not work, then N server
//     processes (server/main.ts) share pg-boss's queue until every line is printed.
//
//   npm run bench:print [-- --lines=24]   (TEST_DATABASE_URL=postgres://... for part 2)
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { buildCartPayload, createDocument, runCommand, type DesignDocument } from '../editor-engine';
import { P } from '../fixtures/catalog/products/ids';
import { createTestShop } from '../server/testing/testApp';

const LINES = Number(process.argv.find((a) => a.startsWith('--lines='))?.split('=')[1] ?? 24);
const contact = { name: 'Bench', email: 'bench@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
const ms = (t: number) => `${Math.round(t)} ms`;

/** A shopper over HTTP (fetch or inject), with the cart cookie. */
function shopper(post: (p: string, body: object, cookie: string) => Promise<{ status: number; body: string; cookie?: string }>) {
  let cookie = '';
  return async (p: string, body: object) => {
    const r = await post(p, body, cookie);
    if (r.cookie) cookie = r.cookie;
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${r.body.slice(0, 300)}`);
    return JSON.parse(r.body);
  };
}

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a8a4a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function design(src: string, naturalWidth: number, naturalHeight: number): DesignDocument {
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'addBackground', { src, naturalWidth, naturalHeight }).doc;
  doc = runCommand(doc, 'addText', { text: 'Summer 2026', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#ffffff' }).doc;
  doc = runCommand(doc, 'setEffect', { effect: 'sepia' }).doc;
  return runCommand(doc, 'setSize', { width: 100, height: 75 }).doc;
}

async function perLine(): Promise<void> {
  const shop = await createTestShop({ name: 'sqlite' });
  try {
    const call = shopper(async (url, payload, cookie) => {
      const r = await shop.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': 'Mozilla/5.0 Chrome/131', ...(cookie ? { cookie } : {}) } });
      const set = r.cookies.find((c) => c.name === 'atelier_cart');
      return { status: r.statusCode, body: r.body, cookie: set ? `atelier_cart=${set.value}` : undefined };
    });
    const jpeg = await photo(4000, 3000);
    const src = (await call('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}` })).fileInfo.file;
    const print = shop.app.services.print;
    print.warm();
    // issue 27: the photo as uploaded (no effect: the JPEG goes into the PDF as it is) and with sepia (baked: pixels)
    for (const effect of ['original', 'sepia'] as const) {
      const doc = runCommand(design(src, 4000, 3000), 'setEffect', { effect }).doc;
      console.log(`12-megapixel photo design (4000 x 3000 JPEG ${(jpeg.length / 1e6).toFixed(1)} MB, text, ${effect}), 100 x 75 cm:`);
      for (let run = 1; run <= 3; run++) {
        await call('/ajax/shopping/add-to-cart', { ...buildCartPayload(doc, { personalizedImage: src }), design: doc });
        const t0 = performance.now();
        await call('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
        const [lineId] = await print.pendingLines();
        await print.renderProof(lineId); // the proof job: what the confirmation page waits for
        const t1 = performance.now();
        await print.renderLine(lineId); // the print files
        const t2 = performance.now();
        const line = (await print.recentOrders(1))[0].lines[0];
        const pdf = (await print.file(line, 'pdf'))!;
        console.log(
          `  run ${run}: order placed to proof ${ms(t1 - t0)}, print files ${ms(t2 - t1)}, PDF ${(pdf.length / 1e6).toFixed(1)} MB = ${(pdf.length / jpeg.length).toFixed(2)} x the uploaded photo`,
        );
      }
    }
  } finally {
    await shop.close();
  }
}

let nextPort = Number(process.env.BENCH_PORT ?? 8420);

/** A shop process (server/main.ts) on a port of its own, once it answers its readiness check. */
async function server(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  for (let i = 0; i < 240 && exited === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/ready`)).ok) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop on port ${port} did not start${exited !== null ? ` (exit ${exited})` : ''}`);
}

async function jobsPerMinute(url: string, workers: number): Promise<number> {
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = url.replace(/\/[^/]*$/, `/${name}`);
  const dataDir = fs.mkdtempSync('/tmp/h4-bench-');
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), FILE_STORE: 'local' };
  const children: ChildProcess[] = [];
  try {
    const front = await server({ ...env, JOBS_WORK: '0' });
    children.push(front.child);
    const call = shopper(async (p, body, cookie) => {
      const r = await fetch(`http://127.0.0.1:${front.port}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/131', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      const set = r.headers.get('set-cookie');
      return { status: r.status, body: await r.text(), cookie: set ? set.split(';')[0] : undefined };
    });
    const jpeg = await photo(1600, 1200);
    const src = (await call('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}` })).fileInfo.file;
    const doc = design(src, 1600, 1200);
    for (let i = 0; i < LINES; i++) {
      await call('/ajax/shopping/add-to-cart', { ...buildCartPayload(doc, { personalizedImage: src }), design: doc });
      await call('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const pending = async () => Number((await db.query(`select count(*) as n from order_lines where print_status = 'pending'`)).rows[0].n);
    const t0 = performance.now();
    for (let w = 0; w < workers; w++) children.push((await server(env)).child);
    while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 100));
    const minutes = (performance.now() - t0) / 60_000;
    await db.end();
    return LINES / minutes;
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await perLine();
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) console.log('jobs per minute: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)');
else {
  console.log(`jobs per minute on PostgreSQL, ${LINES} lines of a 1600 x 1200 photo design (the time includes starting the workers):`);
  const one = await jobsPerMinute(url, 1);
  console.log(`  one worker process:  ${one.toFixed(1)} jobs/min`);
  const two = await jobsPerMinute(url, 2);
  console.log(`  two worker processes: ${two.toFixed(1)} jobs/min (${(two / one).toFixed(2)} x one)`);
}
process.exit(0);
