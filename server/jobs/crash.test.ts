import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { databasesUnderTest } from '../testing/testApp';

// A crash during a print job loses nothing: the real server (server/main.ts) is killed with SIGKILL while it renders
// a line, and the next start renders it (SQLite: the one process re-runs the job it held; PostgreSQL: pg-boss expires
// the dead process's job and retries it), into the same two files.

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const f of cleanups) await f();
});

function start(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const open = /open on http:\/\/localhost:(\d+)/.exec(out);
      if (open) {
        clearInterval(timer);
        resolve({ child, port: Number(open[1]), log: () => out });
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
}

const until = async (what: string, test: () => boolean | Promise<boolean>, ms = 60_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

/** A shopper's order of one designed sticker, over HTTP with the cart cookie. */
async function placeOrder(port: number): Promise<{ orderUrl: string; orderNumber: string }> {
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
  doc = runCommand(doc, 'addText', { text: 'Crash test', font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#ffffff' }).doc;
  doc = runCommand(doc, 'setSize', { width: 30, height: 20 }).doc;
  await post('/ajax/shopping/add-to-cart', {
    ...buildCartPayload(doc, { personalizedImage: '/media/uploads/0123456789abcdef0123456789abcdef.png' }),
    design: doc,
  });
  const contact = { name: 'Ana', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  return post('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
}

describe.each(databasesUnderTest())('a crash mid-render on $name', (target) => {
  it('kill -9 while a line renders; the next start renders it, once', async () => {
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
    };
    const first = await start(env);
    const { orderUrl, orderNumber } = await placeOrder(first.port);
    await until('the render to start', () => /print line \d+: rendering \(attempt 1\)/.test(first.log()));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(first.log()).not.toMatch(/print line \d+: printed/);
    expect(fs.existsSync(path.join(dataDir, 'print-files', orderNumber))).toBe(false);

    const second = await start(env);
    const view = async () => (await (await fetch(`http://127.0.0.1:${second.port}/ajax${orderUrl}`)).json()).order;
    await until('the proof after the restart', async () => (await view()).lines[0].proof.status === 'ready', 90_000);
    // SQLite re-runs the job it held (attempt 2); on PostgreSQL the restart queues the pending line again and pg-boss
    // runs one job per line at a time ('stately'), so the line is rendered once either way.
    expect(second.log()).toMatch(/print line \d+: rendering \(attempt \d\)/);
    expect(second.log().match(/print line \d+: printed/g)).toHaveLength(1);
    if (!target.url) expect(second.log()).toMatch(/print line \d+: rendering \(attempt 2\)/);
    expect(fs.readdirSync(path.join(dataDir, 'print-files', orderNumber)).sort()).toEqual([
      expect.stringMatching(/^line-\d+-proof\.png$/),
      expect.stringMatching(/^line-\d+\.pdf$/),
    ]);
    const proof = await fetch(`http://127.0.0.1:${second.port}${(await view()).lines[0].proof.url}`);
    expect(proof.headers.get('content-type')).toBe('image/png');
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 150_000);
});
