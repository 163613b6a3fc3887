import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { openDatabase } from '../db/database';
import { exited, killServers, startServer as start } from '../testing/realServer';
import { databasesUnderTest, type DatabaseUnderTest } from '../testing/testApp';

// A crash during a print job loses nothing: the real server (server/main.ts as a process, server/testing/realServer.ts)
// is killed with SIGKILL while it renders a line, and the next start renders it (SQLite: the one process re-runs the
// job it held; PostgreSQL: pg-boss expires the dead process's job and retries it), into the same two files.

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killServers();
  for (const f of cleanups) await f();
});

/** Polls `test`; the order page every 600 ms at most (its rate limit is 120 a minute). */
const until = async (what: string, test: () => boolean | Promise<boolean>, ms = 60_000, every = 100) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, every));
  }
  throw new Error(`timed out waiting for ${what}`);
};

let noisePhoto: Promise<Buffer> | undefined;
/** A 4000 x 3000 photo of noise, made once for the file (seconds of CPU each time). */
const bigJpeg = () =>
  (noisePhoto ??= sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8a4a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer());

/**
 * A shopper's order of one designed sticker, over HTTP with the cart cookie; with `bigPhoto`, a 4000 x 3000 photo of
 * noise in sepia, which renders for seconds (tens of them on a busy machine).
 */
async function placeOrder(port: number, bigPhoto = false): Promise<{ orderUrl: string; orderNumber: string }> {
  let cookie = '';
  const post = async (p: string, body: object) => {
    const r = await fetch(`http://127.0.0.1:${port}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'user-agent': 'Mozilla/5.0 Chrome/131' },
      body: JSON.stringify(body),
    });
    const set = r.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    expect(r.status, await r.clone().text()).toBe(200);
    return r.json();
  };
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'setBackgroundColour', { colour: '#335577' }).doc;
  if (bigPhoto) {
    const jpeg = await bigJpeg();
    const src = (await post('/ajax/upload/upload-image-base64', { imgBase64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, prefix: 'personalized' }))
      .fileInfo.file;
    doc = runCommand(doc, 'addBackground', { src, naturalWidth: 4000, naturalHeight: 3000 }).doc;
    doc = runCommand(doc, 'setEffect', { effect: 'sepia' }).doc;
  }
  doc = runCommand(doc, 'addText', { text: 'Crash test', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#ffffff' }).doc;
  doc = runCommand(doc, 'setSize', { width: 30, height: 20 }).doc;
  await post('/ajax/shopping/add-to-cart', {
    ...buildCartPayload(doc, { personalizedImage: '/media/uploads/0123456789abcdef0123456789abcdef.png' }),
    design: doc,
  });
  const contact = { name: 'Ana', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  return post('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
}

/** A data folder and, on PostgreSQL, a database of its own for one shop's successive processes. */
async function freshShopData(target: DatabaseUnderTest): Promise<{ dataDir: string; databaseUrl: string }> {
  const dataDir = fs.mkdtempSync(path.join('/tmp', 'h4-crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl = '';
  if (target.url) {
    const name = `crash_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databaseUrl = target.url.replace(/\/[^/]*$/, `/${name}`);
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
  }
  return { dataDir, databaseUrl };
}

describe.each(databasesUnderTest())('a crash mid-render on $name', (target) => {
  it('kill -9 while a line renders; the next start renders it, once', async () => {
    const { dataDir, databaseUrl } = await freshShopData(target);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.join(dataDir, 'none'),
      // The files are looked for in DATA_DIR below (on PostgreSQL the shop would keep them in the database).
      FILE_STORE: 'local',
      // The job waits 3 s after it starts, so the kill lands mid-render; pg-boss takes a job running 6 s as lost.
      ATELIER_TEST_PRINT_DELAY_MS: '3000',
      PRINT_JOB_EXPIRE_SECONDS: '6',
      JOBS_MAINTENANCE_SECONDS: '1',
      // The last process is stopped with SIGTERM as clean-up: no readiness to drain (main.drain.test.ts tests that).
      DRAIN_DELAY_MS: '0',
    };
    const first = await start(env);
    const { orderUrl, orderNumber } = await placeOrder(first.port);
    await until('the render to start', () => /print line \d+: rendering \(attempt 1\)/.test(first.log()));
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.log()).not.toMatch(/print line \d+: printed/);
    // The proof is a job of its own (issue 27) and may be done before the kill; the line's print files are not.
    const lineId = /print line (\d+): rendering/.exec(first.log())![1];
    const lineFolder = path.join(dataDir, 'print-files', orderNumber, `line-${lineId}`);
    expect(fs.existsSync(lineFolder)).toBe(false);

    const second = await start(env);
    const view = async () => (await (await fetch(`http://127.0.0.1:${second.port}/ajax${orderUrl}`)).json()).order;
    // The proof shows as soon as its own job is done, so the test waits for the print files' job to say it printed.
    await until('the print files after the restart', () => /print line \d+: printed/.test(second.log()), 90_000);
    expect((await view()).lines[0].proof.status).toBe('ready');
    // SQLite re-runs the job it held (attempt 2); on PostgreSQL the restart queues the pending line again and pg-boss
    // runs one job per line at a time ('stately'), so the line is rendered once either way.
    expect(second.log()).toMatch(/print line \d+: rendering \(attempt \d\)/);
    expect(second.log().match(/print line \d+: printed/g)).toHaveLength(1);
    if (!target.url) expect(second.log()).toMatch(/print line \d+: rendering \(attempt 2\)/);
    // One proof and one folder of print files, each file its list names there once (a render again replaces).
    expect(fs.readdirSync(path.join(dataDir, 'print-files', orderNumber)).sort()).toEqual([`line-${lineId}`, `line-${lineId}-proof.png`]);
    const listed = (JSON.parse(fs.readFileSync(path.join(lineFolder, 'files.json'), 'utf8')) as { name: string; key: string }[]).map((f) =>
      path.basename(f.key),
    );
    expect(listed).toContainEqual(expect.stringMatching(/\.pdf$/));
    expect(fs.readdirSync(lineFolder).sort()).toEqual(['files.json', ...listed].sort());
    const proof = await fetch(`http://127.0.0.1:${second.port}${(await view()).lines[0].proof.url}`);
    expect(proof.headers.get('content-type')).toBe('image/png');
    await second.stop();
  }, 150_000);

  it('a line whose run is cut short by a kill -9 at every attempt fails after PRINT_RENDER_ATTEMPTS runs, with the reason, and no start runs it again', async () => {
    const { dataDir, databaseUrl } = await freshShopData(target);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.join(dataDir, 'none'),
      FILE_STORE: 'local',
      ATELIER_TEST_PRINT_DELAY_MS: '3000',
      PRINT_JOB_EXPIRE_SECONDS: '6',
      JOBS_MAINTENANCE_SECONDS: '1',
      PRINT_RENDER_ATTEMPTS: '2',
      DRAIN_DELAY_MS: '0',
    };
    const first = await start(env);
    const { orderUrl, orderNumber } = await placeOrder(first.port);
    await until('the first run', () => /print line \d+: rendering \(attempt 1\)/.test(first.log()));
    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await start(env);
    await until('the second run', () => /print line \d+: rendering \(attempt 2\)/.test(second.log()), 90_000);
    second.child.kill('SIGKILL');
    await exited(second.child);

    // Both runs used up: the third process fails the line (SQLite: the job it finds active; PostgreSQL: pg-boss expires
    // the dead run's job, and its dead letter reaches the failed handler) and never runs it a third time.
    const third = await start(env);
    const view = async () => (await (await fetch(`http://127.0.0.1:${third.port}/ajax${orderUrl}`)).json()).order;
    await until('the line to fail', async () => (await view()).lines[0].proof.status === 'failed', 90_000, 600);
    expect(third.log()).not.toMatch(/rendering \(attempt/);
    expect(third.log()).not.toMatch(/print line \d+: printed/);
    expect(await third.stop()).toBe(0);
    const db = openDatabase({ url: databaseUrl || undefined, dataDir });
    try {
      const lines = await db.kysely
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['print_status', 'print_error'])
        .where('orders.number', '=', orderNumber)
        .execute();
      expect(lines).toEqual([{ print_status: 'failed', print_error: 'gave up after 2 runs: the process running the job stopped during the last one' }]);
    } finally {
      await db.close();
    }
  }, 360_000);

  it('SIGTERM stops the shop while a line renders, without waiting for the render: its process ends with the shop', async () => {
    const { dataDir, databaseUrl } = await freshShopData(target);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STATIC_DIR: path.join(dataDir, 'none'), FILE_STORE: 'local', DRAIN_DELAY_MS: '0' };
    const shop = await start(env);
    await placeOrder(shop.port, true);
    await until('the render to start', () => /print line \d+: rendering \(attempt 1\)/.test(shop.log()));
    // The render processes, children of the shop's process: the proofs' and the print files' (issue 27).
    const renderWorkers = () =>
      execFileSync('ps', ['--ppid', String(shop.child.pid), '-o', 'pid=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes('renderWorker'))
        .map((l) => Number(l.trim().split(/\s+/)[0]));
    await until('the render processes', () => renderWorkers().length >= 2, 30_000);
    const renderers = renderWorkers();
    expect(await shop.stop()).toBe(0);
    // It stopped mid-render (the line was not printed), and took its render processes with it.
    expect(shop.log()).not.toMatch(/print line \d+: printed/);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await until('the render processes to end', () => !renderers.some(alive));
  }, 360_000);
});
