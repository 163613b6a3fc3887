// The two servers the API benchmark compares, in a process of their own so the load generator does not share
// their event loop: bare node:http answering a fixed price, and the shop on a fresh embedded database.
// Prints one JSON line { bare, shop, product } with their ports.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { seedCatalogue } from '../server/db/seed';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { catalogue } from '../fixtures/catalog';

const answer = JSON.stringify({ price: 9200, formattedPrice: '€92', unitPrice: 4600, formattedUnitPrice: '€46' });
const bare = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    JSON.parse(data || '{}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  });
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
const db = openDatabase({ dataDir });
await migrateToLatest(db.kysely, db.dialect);
await seedCatalogue(db, catalogue);
const app = await buildApp({ db, config: { ...readConfig({}), dataDir, staticDir: dataDir } });
await app.listen({ port: 0, host: '127.0.0.1' });

const product = catalogue.products.find((p) => p.pricing.kind === 'area' && p.customSize)!;
const port = (s: { address(): unknown }) => (s.address() as { port: number }).port;
console.log(JSON.stringify({ bare: port(bare), shop: port(app.server), product: { id: product.id, reference: product.reference } }));

process.on('SIGTERM', async () => {
  bare.close();
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
