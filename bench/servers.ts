// The two servers the API benchmark compares, in a process of their own (pinned to one core by bench/api.bench.ts):
// bare node:http doing the least the live-price call does (read the body, JSON.parse it, answer the same JSON bytes the
// shop answers), and the shop as `npm start` runs it: production mode, its logger at info writing to stdout (which the
// benchmark points at a log file), on a fresh embedded database. BENCH_PRICE_BODY is the request both are sent; the
// ports go back to the benchmark over IPC.
import http from 'node:http';
import inspector from 'node:inspector';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { seedCatalogue } from '../server/db/seed';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { shopLogger } from '../server/http/logging';
import { catalogue } from '../fixtures/catalog';

const priceBody = process.env.BENCH_PRICE_BODY!;
const priceUrl = process.env.BENCH_PRICE_URL!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const db = openDatabase({ dataDir });
await migrateToLatest(db.kysely, db.dialect);
await seedCatalogue(db, catalogue);
const config = { ...readConfig({}), dataDir, staticDir: dataDir };
const app = await buildApp({ db, config, logger: shopLogger(process.env.LOG_LEVEL ?? 'info') });
await app.listen({ port: 0, host: '127.0.0.1' });

// The shop's own answer to the benchmark's request, so bare node:http writes the same bytes.
const sample = await app.inject({ method: 'POST', url: priceUrl, headers: { 'content-type': 'application/json' }, payload: priceBody });
if (sample.statusCode !== 200) throw new Error(`the price call answered ${sample.statusCode}: ${sample.body}`);
const answer = Buffer.from(sample.body);
const bare = http.createServer((req, res) => {
  let data = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (data += c));
  req.on('end', () => {
    JSON.parse(data);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
  });
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));

const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
process.send!({ bare: port(bare), shop: port(app.server), answerBytes: answer.byteLength });

process.on('SIGTERM', async () => {
  bare.close();
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

// BENCH_PROFILE: the benchmark asks for a CPU profile of the shop's measured run only (not of its start or seeding).
const session = new inspector.Session();
process.on('message', (message: { profile?: 'start' | string }) => {
  if (message.profile === 'start') {
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start', () => process.send!({ profiling: true })));
  } else if (message.profile) {
    const file = message.profile;
    session.post('Profiler.stop', (err, result) => {
      if (!err) fs.writeFileSync(file, JSON.stringify(result.profile));
      session.disconnect();
      process.send!({ profiled: err ? String(err) : file });
    });
  }
});
