import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest } from '.';

// Shops sharing one PostgreSQL in schemas of their own (parallel tests, pg-boss beside the shop): a schema dropped
// while another shop migrates must not fail that migration (Kysely's own introspection read every schema, and failed
// with "schema ... does not exist": CI's Vitest stage once failed so).
const url = process.env.TEST_DATABASE_URL;
describe.runIf(url)('migrating beside schemas dropped meanwhile', () => {
  it('migrates every shop while other schemas, with tables and serial ids, come and go', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = () => `t_${crypto.randomBytes(6).toString('hex')}`;
    // two other clients, each making a schema of 20 tables and dropping it, over and over
    let churning = true;
    const tables = (schema: string) => Array.from({ length: 20 }, (_, i) => `create table ${schema}.a${i} (id serial primary key, b text);`).join('');
    const churn = Promise.all(
      [0, 1].map(async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        while (churning) {
          const other = name();
          await c.query(`create schema ${other}; ${tables(other)}`);
          await c.query(`drop schema ${other} cascade`);
        }
        await c.end();
      }),
    );
    try {
      for (let i = 0; i < 6; i++) {
        const schema = name();
        await admin.query(`create schema ${schema}`);
        const db = openDatabase({ url, dataDir: '/nonexistent', schema });
        try {
          await migrateToLatest(db.kysely, db.dialect);
          const { rows } = await admin.query(`select count(*)::int as n from information_schema.tables where table_schema = $1`, [schema]);
          expect(rows[0].n).toBeGreaterThan(10);
        } finally {
          await db.close();
          await admin.query(`drop schema ${schema} cascade`);
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  }, 60_000);
});
