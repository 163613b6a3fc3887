import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... selects PostgreSQL; otherwise SQLite in dataDir/atelier.sqlite (or ':memory:'). */
  url?: string;
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  schema?: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
}

export function openDatabase(opts: DatabaseOptions): Db {
  if (opts.url && /^postgres(ql)?:\/\//.test(opts.url)) return openPostgres(opts.url, opts.schema);
  if (opts.url) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return openSqlite(opts);
}

function openSqlite(opts: DatabaseOptions): Db {
  const file = opts.sqliteFile ?? 'atelier.sqlite';
  let location = ':memory:';
  if (file !== ':memory:') {
    const dir = path.resolve(opts.dataDir ?? 'data');
    fs.mkdirSync(dir, { recursive: true });
    location = path.join(dir, file);
  }
  const sqlite = new SQLite(location);
  // WAL lets readers run beside the writer; busy_timeout makes a second process wait instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

function openPostgres(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name: ${name}`);
  return name;
}
