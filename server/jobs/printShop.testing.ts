import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestShop, type DatabaseUnderTest, type TestShop } from '../testing/testApp';
import { startJobs, type Jobs } from './printJobs';

// A test shop with its job engine running (pg-boss in a schema of its own on PostgreSQL, the embedded queue on
// SQLite) and the print shop's token: the set-up of the tests that order and read print files.

export const PRINT_FILES_TOKEN = 'print-shop-token-0123456789abcdef0123456789';
export const ORDER_CONTACT = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

export interface PrintShop {
  shop: TestShop;
  jobs: Jobs;
}

/** Waits until every line of an order that is made has its files (or failed): the proof shows before them. */
export async function filesMade(running: PrintShop, orderNumber: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const found = await running.shop.app.services.print.orderByNumber(orderNumber);
    if (found && found.lines.every((l) => l.printStatus !== 'pending')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the print files of ${orderNumber} were not made`);
}

/** Starts the shop and its jobs before the describe block's tests and stops them after; read the fields in tests. */
export function printShopUnderTest(target: DatabaseUnderTest): PrintShop {
  const running = {} as PrintShop;
  const jobSchema = `jobs_${crypto.randomBytes(5).toString('hex')}`;
  beforeAll(async () => {
    running.shop = await createTestShop(target, { config: { printFilesToken: PRINT_FILES_TOKEN, databaseUrl: target.url } });
    running.jobs = await startJobs(running.shop.app.services, { log: { info: () => {}, error: () => {} }, schema: jobSchema });
  }, 30_000);
  afterAll(async () => {
    await running.jobs?.stop();
    await running.shop?.close();
    if (target.url) {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop schema if exists ${jobSchema} cascade`);
      await c.end();
    }
  });
  return running;
}
