import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../editor-engine';
import { P } from '../fixtures/catalog/products/ids';
import { createTestShop, type TestShop } from '../server/testing/testApp';
import { visitor } from '../server/routes/shopping.testing';

// The print shop's command line over a real shop's data folder: it lists the order and exports its PDF and proof.
let shop: TestShop;
let dataDir: string;
beforeAll(async () => {
  shop = await createTestShop({ name: 'sqlite' });
  dataDir = shop.app.services.config.dataDir;
});
afterAll(() => shop?.close());

it('lists orders and exports their print files', async () => {
  const v = visitor(shop);
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'setBackgroundColour', { colour: '#225588' }).doc;
  doc = runCommand(doc, 'setSize', { width: 30, height: 20 }).doc;
  await v.add({ ...buildCartPayload(doc, { personalizedImage: '/media/uploads/0123456789abcdef0123456789abcdef.png' }), design: doc });
  const contact = { name: 'Ana', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  const { orderNumber } = await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
  for (const id of await shop.app.services.print.pendingLines()) await shop.app.services.print.renderLine(id);

  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/print-files.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });
  expect(run('list')).toMatch(new RegExp(`${orderNumber} .* 1/1 print files ready  Ana, Madrid`));
  const out = path.join(dataDir, 'export');
  const exported = run('export', orderNumber, `--out=${out}`);
  expect(exported).toContain('2 files written');
  const files = fs.readdirSync(path.join(out, orderNumber)).sort();
  expect(files).toEqual([expect.stringMatching(/^line-\d+-proof\.png$/), expect.stringMatching(/^line-\d+\.pdf$/)]);
  expect(fs.readFileSync(path.join(out, orderNumber, files[1])).subarray(0, 5).toString()).toBe('%PDF-');
}, 60_000);
