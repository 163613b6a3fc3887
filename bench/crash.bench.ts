/**
 * npm run bench:crash [-- --rounds=20 --db=sqlite|postgres|both]
 *
 * Not a test: kill -9 the real server (`server/main.ts`) while eight shoppers change their carts, twenty times, on
 * the embedded SQLite database and on PostgreSQL (a database of its own, dropped at the end). After each kill the
 * server is started again on the same data, with no manual step, and every cart is read back:
 *  - every acknowledged write is there: an added line, and the last quantity the server answered 200 for (or the
 *    one that was in flight when the process died, which may have committed without its answer);
 *  - no cart is half written: every line added with its two linked accessories (one transaction) has both or is gone
 *    with them, no accessory is left without its line, and the cart's count and total are the sums of its lines.
 * Each shopper adds lines, changes quantities and removes lines (an acknowledged removal must stay removed).
 * Prints one line per round and a summary; exits 1 if anything was lost or inconsistent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { P } from '../fixtures/catalog/products/ids';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(arg('rounds') ?? 20);
const WHICH = arg('db') ?? 'both';
const WRITERS = 8;
const PG_ADMIN = process.env.CRASH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** One add writes three lines in one transaction: the sticker and two accessories linked to it (removed with it). */
const item = (quantity: number) => ({
  productId: P.treeOfLifeSticker,
  quantity,
  options: { width: 50, height: 50, color: 1 },
  complements: [{ id: P.transferFilm, quantity: 1, linkToParent: true }],
  crossSellingProducts: [{ id: P.spatula, linkToParent: true }],
});
const LINKED_PER_ADD = 2;
/** Lines a shopper keeps at most (each brings its two accessories): well under the cart's 200-line cap. */
const MAX_MAIN_LINES = 40;

interface Server {
  proc: ChildProcess;
  port: number;
  startMs: number;
}

function start(env: Record<string, string>): Promise<Server> {
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', TRUST_PROXY: 'true', DRAIN_DELAY_MS: '0', JOBS_WORK: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /open on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ proc, port: Number(m[1]), startMs: performance.now() - t0 });
    });
    proc.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    proc.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out.slice(-2000)}`)));
  });
}

/** What the server acknowledged for one main line: its quantity, or null once its removal was answered. */
interface Line {
  acked: number | null;
  inFlight?: number | null;
}

interface CartAnswer {
  items: { id: number; quantity: number; unitPrice: number; parentId?: number }[];
  count: number;
  total: number;
}

/** One shopper: their own cart cookie and address; remembers what the server acknowledged and what was in flight. */
class Shopper {
  cookie = '';
  lines = new Map<number, Line>();
  constructor(readonly address: string) {}

  async call(port: number, url: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
    const r = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA, 'x-forwarded-for': this.address, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    });
    const set = r.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    return { status: r.status, json: (await r.json()) as Record<string, unknown> };
  }

  /** Adds a line (with its accessories), changes a quantity or removes a line, until the server dies. */
  async work(port: number, stop: { dead: boolean }): Promise<number> {
    let acked = 0;
    while (!stop.dead) {
      try {
        const ids = [...this.lines].filter(([, l]) => l.acked !== null).map(([id]) => id);
        const pick = () => ids[Math.floor(Math.random() * ids.length)];
        if (ids.length < 3 || (Math.random() < 0.15 && ids.length < MAX_MAIN_LINES)) {
          const r = await this.call(port, '/ajax/shopping/add-to-cart', item(1));
          if (r.status !== 200) throw new Error(`add answered ${r.status}: ${JSON.stringify(r.json)}`);
          // the answer lists the lines written: the sticker first, then its accessories
          const written = r.json.cartItems as { id: number; reference: string }[];
          if (written.length !== 1 + LINKED_PER_ADD || written[0].reference !== 'VC001') throw new Error(`add wrote ${JSON.stringify(written)}`);
          const main = written[0];
          this.lines.set(main.id, { acked: 1 });
        } else if (Math.random() < 0.1) {
          const line = this.lines.get(pick())!;
          const id = ids.find((i) => this.lines.get(i) === line)!;
          line.inFlight = null;
          const r = await this.call(port, '/ajax/shopping/remove-item-cart', { id });
          if (r.status !== 200) throw new Error(`remove answered ${r.status}: ${JSON.stringify(r.json)}`);
          this.lines.set(id, { acked: null });
        } else {
          const id = pick();
          const line = this.lines.get(id)!;
          const quantity = 1 + Math.floor(Math.random() * 9);
          line.inFlight = quantity;
          const r = await this.call(port, '/ajax/shopping/update-item-quantity', { id, quantity });
          if (r.status !== 200) throw new Error(`update answered ${r.status}: ${JSON.stringify(r.json)}`);
          this.lines.set(id, { acked: quantity });
        }
        acked++;
      } catch (err) {
        if (stop.dead) break;
        throw err;
      }
    }
    return acked;
  }

  /** Problems with this shopper's cart as the restarted server answers it. */
  async check(port: number): Promise<{ lost: string[]; inconsistent: string[] }> {
    const r = await this.call(port, '/ajax/shopping/shopping-cart', {});
    const cart = r.json.cart as CartAnswer;
    const lost: string[] = [];
    for (const [id, line] of this.lines) {
      const got = cart.items.find((i) => i.id === id);
      const allowed = [line.acked, ...(line.inFlight !== undefined ? [line.inFlight] : [])];
      if (!got && !allowed.includes(null)) lost.push(`line ${id} gone`);
      else if (got && !allowed.includes(got.quantity)) lost.push(`line ${id}: ${got.quantity}, acknowledged ${line.acked}`);
      if (got) this.lines.set(id, { acked: got.quantity });
      else this.lines.delete(id);
    }
    // No half-written cart: every line with all of its accessories or none of them, no accessory without its line,
    // and count and total the sums of the lines.
    const inconsistent: string[] = [];
    const ids = new Set(cart.items.map((i) => i.id));
    for (const main of cart.items.filter((i) => i.parentId === undefined)) {
      const linked = cart.items.filter((i) => i.parentId === main.id).length;
      if (linked !== LINKED_PER_ADD) inconsistent.push(`line ${main.id} has ${linked} of its ${LINKED_PER_ADD} accessories`);
    }
    for (const orphan of cart.items.filter((i) => i.parentId !== undefined && !ids.has(i.parentId)))
      inconsistent.push(`accessory ${orphan.id} without its line`);
    const count = cart.items.reduce((n, i) => n + i.quantity, 0);
    const total = cart.items.reduce((n, i) => n + i.quantity * i.unitPrice, 0);
    if (count !== cart.count || total !== cart.total) inconsistent.push(`count ${cart.count} (lines ${count}), total ${cart.total} (lines ${total})`);
    return { lost, inconsistent };
  }
}

async function crashRounds(label: string, env: Record<string, string>): Promise<{ acked: number; lost: number; inconsistent: number; restartMs: number[] }> {
  const shoppers = Array.from({ length: WRITERS }, (_, i) => new Shopper(`10.${label === 'sqlite' ? 1 : 2}.${i}.1`));
  let server = await start(env);
  const totals = { acked: 0, lost: 0, inconsistent: 0, restartMs: [] as number[] };
  for (let round = 1; round <= ROUNDS; round++) {
    // fresh addresses each round: the rate limits (per address and minute) are not what is measured here
    shoppers.forEach((s, i) => Object.assign(s, { address: `10.${round}.${i}.${label === 'sqlite' ? 1 : 2}` }));
    const stop = { dead: false };
    const work = shoppers.map((s) => s.work(server.port, stop));
    await new Promise((r) => setTimeout(r, 300 + Math.random() * 700));
    server.proc.kill('SIGKILL');
    stop.dead = true;
    const acked = (await Promise.all(work)).reduce((a, b) => a + b, 0);
    server = await start(env);
    const checks = await Promise.all(shoppers.map((s) => s.check(server.port)));
    const lost = checks.flatMap((c) => c.lost);
    const inconsistent = checks.flatMap((c) => c.inconsistent);
    totals.acked += acked;
    totals.lost += lost.length;
    totals.inconsistent += inconsistent.length;
    totals.restartMs.push(server.startMs);
    console.log(
      `${label} round ${String(round).padStart(2)}: ${acked} writes acknowledged, killed, restarted in ${Math.round(server.startMs)} ms; lost ${lost.length}, inconsistent ${inconsistent.length}` +
        (lost.length + inconsistent.length ? ` ${JSON.stringify([...lost, ...inconsistent].slice(0, 3))}` : ''),
    );
  }
  server.proc.kill('SIGTERM');
  return totals;
}

const results: string[] = [];
let failed = false;
const report = (label: string, t: Awaited<ReturnType<typeof crashRounds>>) => {
  const sorted = [...t.restartMs].sort((a, b) => a - b);
  results.push(
    `${label}: ${ROUNDS} kill -9 under ${WRITERS} writers, ${t.acked} acknowledged writes, ${t.lost} lost, ${t.inconsistent} carts inconsistent; ` +
      `restart with no manual step, median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`,
  );
  failed ||= t.lost + t.inconsistent > 0;
};

if (WHICH === 'both' || WHICH === 'sqlite') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-'));
  try {
    report('SQLite', await crashRounds('sqlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (WHICH === 'both' || WHICH === 'postgres') {
  const name = `atelier_crash_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-crash-pg-'));
  try {
    report('PostgreSQL', await crashRounds('postgres', { DATA_DIR: dataDir, DATABASE_URL: PG_ADMIN.replace(/\/[^/]*$/, `/${name}`) }));
  } finally {
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\n${results.join('\n')}`);
process.exit(failed ? 1 : 0);
