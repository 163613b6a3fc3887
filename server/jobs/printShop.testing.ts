import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestShop, type DatabaseUnderTest, type TestShop } from '../testing/testApp';
import type { ServerConfig } from '../config';
import { startJobs, type JobOptions, type Jobs } from './printJobs';

// A test shop with its job engine running (pg-boss in a schema of its own on PostgreSQL, the embedded queue on
// SQLite) and the print shop's token: the set-up of the tests that order and read print files.

export const PRINT_FILES_TOKEN = 'print-shop-token-0123456789abcdef0123456789';
export const ORDER_CONTACT = { name: 'Ana García', email: 'ana@example.es', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };

export interface PrintShop {
  shop: TestShop;
  jobs: Jobs;
}

/**
 * Waits until every line of an order that is made has its files (or failed): the proof shows before them. It reads
 * the database, which no rate limit guards, so it looks often: a test waits for the render, not for the next look.
 */
export async function filesMade(running: PrintShop, orderNumber: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const found = await running.shop.app.services.print.orderByNumber(orderNumber);
    if (found && found.lines.every((l) => l.printStatus !== 'pending')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the print files of ${orderNumber} were not made`);
}

/** What a test shop with jobs needs around it: things it talks to, opened before it starts and closed after it stops. */
export interface ShopWithJobsSetUp<T extends PrintShop> {
  /** The shop's configuration (read once `open` has run). */
  config: (running: T) => Partial<ServerConfig>;
  /** Before the shop starts: what its configuration points at (a mailbox). */
  open?: (running: T) => Promise<void>;
  /** After the shop and its jobs have stopped. */
  close?: (running: T) => Promise<void>;
  jobs?: Pick<JobOptions, 'printRetryDelaySeconds'>;
  timeout?: number;
}

/**
 * Starts a shop and its jobs before the describe block's tests and stops them after, dropping pg-boss's schema on
 * PostgreSQL; `running` is filled in then (read its fields in tests).
 */
export function shopWithJobsUnderTest<T extends PrintShop>(target: DatabaseUnderTest, running: T, setUp: ShopWithJobsSetUp<T>): T {
  const jobSchema = `jobs_${crypto.randomBytes(5).toString('hex')}`;
  beforeAll(async () => {
    await setUp.open?.(running);
    running.shop = await createTestShop(target, { config: { databaseUrl: target.url, ...setUp.config(running) } });
    running.jobs = await startJobs(running.shop.app.services, { log: { info: () => {}, error: () => {} }, schema: jobSchema, ...setUp.jobs });
  }, setUp.timeout ?? 30_000);
  afterAll(async () => {
    await running.jobs?.stop();
    await running.shop?.close();
    await setUp.close?.(running);
    if (target.url) {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop schema if exists ${jobSchema} cascade`);
      await c.end();
    }
  });
  return running;
}

/** The print shop's tests: a shop with its jobs and the print shop's token. */
export const printShopUnderTest = (target: DatabaseUnderTest): PrintShop =>
  shopWithJobsUnderTest(target, {} as PrintShop, { config: () => ({ printFilesToken: PRINT_FILES_TOKEN }) });
