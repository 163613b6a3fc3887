// API benchmark: the shop's live-price call (POST /ajax/product/calculate-custom-price) against bare node:http doing
// the same JSON parse and answering the same JSON bytes, in the same run, 50 connections each (autocannon). On a
// 2-core machine the servers (bench/servers.ts, a process of their own) run on core 0 and this process, the load
// generator, on core 1 (taskset), so neither takes the other's CPU. Prints requests/s and p99 of both and their ratio
// in rounds (bare then shop, BENCH_ROUNDS, 3 by default) and the round of the median ratio.
// BENCH_PROFILE=1 also profiles the shop's measured run and prints where its CPU time goes (bench/cpuprofile.ts).
// Run: npm run bench:api   (BENCH_SECONDS: seconds per measurement, 8 by default; LOG_LEVEL=warn: no request log)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { catalogue } from '../fixtures/catalog';
import { summariseProfile } from './cpuprofile';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const roundCount = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const priceUrl = '/ajax/product/calculate-custom-price';
/** A custom size of an area-priced product: what the options popup sends while a shopper types. */
const product = catalogue.products.find((p) => p.pricing.kind === 'area' && p.customSize)!;
const body = JSON.stringify({ productId: product.id, quantity: 2, width: 100, height: 100 });

interface Measured {
  rps: number;
  p99: number;
  requests: number;
}

async function measure(url: string, title: string): Promise<Measured> {
  const result = await autocannon({ url, method: 'POST', connections, duration: seconds, headers: { 'content-type': 'application/json' }, body });
  const bad = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p99 ${String(result.latency.p99).padStart(3)} ms${bad ? `  (${bad} failed)` : ''}`,
  );
  if (bad) throw new Error(`${title}: ${bad} requests failed`);
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total };
}

/** Pins this process (every thread) to core 1 and returns the prefix that starts a command on core 0. */
function pinCores(): string[] {
  const cores = os.cpus().length;
  const taskset = spawnSync('taskset', ['-a', '-cp', '1', String(process.pid)], { encoding: 'utf8' });
  if (cores >= 2 && taskset.status === 0) return ['taskset', '-c', '0'];
  console.warn(
    cores < 2
      ? 'WARNING: one core only: the load generator and the servers share it, so the ratio understates the servers'
      : `WARNING: taskset failed (${taskset.error?.message ?? taskset.stderr.trim()}; Debian: apt-get install util-linux): the load generator and the servers compete for the cores, so the ratio is noisy`,
  );
  return [];
}

const pin = pinCores();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-api-'));
const logFile = path.join(work, 'shop.log');
const log = fs.openSync(logFile, 'w');
const command = [...pin, process.execPath, '--import', 'tsx', 'bench/servers.ts'];
const child = spawn(command[0], command.slice(1), {
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', BENCH_PRICE_BODY: body, BENCH_PRICE_URL: priceUrl },
  stdio: ['ignore', log, 'inherit', 'ipc'],
});
const message = <T>(test: (m: Record<string, unknown>) => boolean) =>
  new Promise<T>((resolve, reject) => {
    const onMessage = (m: Record<string, unknown>) => {
      if (!test(m)) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });

/** With BENCH_PROFILE, the servers' CPU profile of one measured run (warm-ups and start-up left out). */
const profiles = new Map<string, { file: string; requests: number }>();
async function profiled(name: string, run: () => Promise<Measured>): Promise<Measured> {
  if (!process.env.BENCH_PROFILE) return run();
  child.send({ profile: 'start' });
  await message((m) => 'profiling' in m);
  const result = await run();
  const file = path.join(work, `${name}.cpuprofile`);
  child.send({ profile: file });
  await message((m) => 'profiled' in m);
  profiles.set(name === 'bare' ? 'bare node:http' : 'the shop', { file, requests: result.requests });
  return result;
}

try {
  const ports = await message<{ bare: number; shop: number; answerBytes: number }>((m) => 'bare' in m);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores (${pin.length ? 'servers on core 0, autocannon on core 1' : 'not pinned'}), ` +
      `${connections} connections, ${seconds} s each; ${product.reference} at 100 x 100 cm, answer ${ports.answerBytes} bytes; shop in production mode, log at ${process.env.LOG_LEVEL ?? 'info'} to ${logFile}`,
  );
  const bare = `http://127.0.0.1:${ports.bare}/`;
  const shop = `http://127.0.0.1:${ports.shop}${priceUrl}`;
  await measure(bare, 'warm-up bare node:http');
  await measure(shop, 'warm-up calculate-custom-price');
  // Rounds of bare then shop, a ratio per round: the machine's other work moves both of a round alike.
  const rounds: { bare: Measured; shop: Measured; ratio: number }[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const first = round === 1;
    const b = await (first ? profiled('bare', () => measure(bare, `round ${round}: bare node:http`)) : measure(bare, `round ${round}: bare node:http`));
    const s = await (first
      ? profiled('shop', () => measure(shop, `round ${round}: calculate-custom-price`))
      : measure(shop, `round ${round}: calculate-custom-price`));
    rounds.push({ bare: b, shop: s, ratio: s.rps / b.rps });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const row = rounds.find((r) => r.ratio === median(rounds.map((x) => x.ratio)))!;
  console.log(
    `median of ${roundCount} rounds: bare node:http ${row.bare.rps.toFixed(0)} req/s, calculate-custom-price ${row.shop.rps.toFixed(0)} req/s, ` +
      `ratio ${row.ratio.toFixed(2)} (goal >= 0.70); p99 ${median(rounds.map((r) => r.shop.p99))} ms against ${median(rounds.map((r) => r.bare.p99))} ms (goal <= 15 ms)`,
  );
  for (const [name, run] of profiles) {
    const areas = summariseProfile(run.file);
    const total = areas.reduce((sum, a) => sum + a.micros, 0);
    console.log(`\nwhere ${name}'s CPU time goes: ${(total / run.requests).toFixed(0)} µs a request (${run.file})`);
    for (const { area, micros } of areas)
      console.log(`  ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${(micros / run.requests).toFixed(1).padStart(5)} µs  ${area}`);
  }
} finally {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  fs.closeSync(log);
  if (!process.env.BENCH_PROFILE) fs.rmSync(work, { recursive: true, force: true });
}
