import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { seedCatalogue } from '../db/seed';
import { buildApp, type AppOptions } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { catalogue } from '../../fixtures/catalog';

// API tests run against every database under test: the embedded SQLite always, PostgreSQL when TEST_DATABASE_URL
// is set (CI sets it and ATELIER_REQUIRE_POSTGRES=1, so there it can never be skipped quietly).

export interface DatabaseUnderTest {
  name: 'sqlite' | 'postgres';
  url?: string;
}

export function databasesUnderTest(): DatabaseUnderTest[] {
  const list: DatabaseUnderTest[] = [{ name: 'sqlite' }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', url });
  else if (process.env.ATELIER_REQUIRE_POSTGRES) throw new Error('ATELIER_REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not');
  return list;
}

export interface TestShop {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded shop on its own database (a temp SQLite file or a new PostgreSQL schema); `config`
 * overrides settings (an upload quota small enough to reach, say).
 */
export async function createTestShop(
  target: DatabaseUnderTest,
  options: { config?: Partial<ServerConfig>; logger?: AppOptions['logger'] } = {},
): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  let schema: string | undefined;
  if (target.url) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPg(target.url, (c) => c.query(`create schema ${schema}`));
  }
  const db = openDatabase({ url: target.url, dataDir, schema });
  await migrateToLatest(db.kysely, db.dialect);
  await seedCatalogue(db, catalogue);
  // Tests play several visitors from one address: they tell them apart by X-Forwarded-For, as behind a proxy.
  const config = { ...readConfig({}), dataDir, staticDir: path.join(dataDir, 'no-storefront'), trustProxy: true, ...options.config };
  const app = await buildApp({ db, config, ...(options.logger ? { logger: options.logger } : {}) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      if (target.url && schema) await withPg(target.url, (c) => c.query(`drop schema ${schema} cascade`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
