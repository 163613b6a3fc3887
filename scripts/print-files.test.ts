import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildCartPayload, createDocument, runCommand } from '../editor-engine';
import { P } from '../fixtures/catalog/products/ids';
import { createTestShop, type TestShop } from '../server/testing/testApp';
import { visitor } from '../server/routes/shopping.testing';

// The print shop's command line over a real shop's data folder: it lists the order and exports each line's files and proof.
let shop: TestShop;
let dataDir: string;
beforeAll(async () => {
  shop = await createTestShop({ name: 'sqlite' });
  dataDir = shop.app.services.config.dataDir;
});
afterAll(() => shop?.close());

it("lists orders and exports every line's files, named by order, line, part and size", async () => {
  const v = visitor(shop);
  let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
  doc = runCommand(doc, 'setBackgroundColour', { colour: '#225588' }).doc;
  doc = runCommand(doc, 'setSize', { width: 30, height: 20 }).doc;
  await v.add({ ...buildCartPayload(doc, { personalizedImage: '/media/uploads/0123456789abcdef0123456789abcdef.png' }), design: doc });
  // a catalogue line: the cut-vinyl sticker from its product page (issue 27)
  await v.add({ productId: P.flyingBirdsSticker, quantity: 1, options: { size: { sizeid: 1 }, color: 1 } });
  const contact = { name: 'Ana', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  const { orderNumber } = await v.ok('/ajax/order/place', { idempotencyKey: crypto.randomBytes(12).toString('hex'), contact });
  for (const id of await shop.app.services.print.pendingLines()) await shop.app.services.print.renderLine(id);

  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/print-files.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
  expect(run('list')).toMatch(new RegExp(`${orderNumber} .* 2/2 print files ready  Ana, Madrid`));
  const out = path.join(dataDir, 'export');
  const exported = run('export', orderNumber, `--out=${out}`);
  expect(exported).toContain('5 files written');
  const files = fs.readdirSync(path.join(out, orderNumber)).sort();
  const kinds = files.map((f) => f.replace(/-line-\d+-/, '-line-N-')).sort();
  expect(kinds).toEqual([
    `${orderNumber}-line-N-cut-40x30cm.pdf`,
    `${orderNumber}-line-N-cut-40x30cm.svg`,
    `${orderNumber}-line-N-print-30x20cm.pdf`,
    `${orderNumber}-line-N-proof.png`,
    `${orderNumber}-line-N-proof.png`,
  ]);
  const named = (end: string) =>
    path.join(
      out,
      orderNumber,
      files.find((f) => f.endsWith(end))!,
    );
  expect(fs.readFileSync(named('print-30x20cm.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  expect(fs.readFileSync(named('cut-40x30cm.svg'), 'utf8')).toContain('<path id="cut"');
}, 90_000);
