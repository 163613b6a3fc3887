import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localFileStore';
import { DatabaseFileStore } from './databaseFileStore';

export type { FileStore } from './fileStore';

/** FILE_STORE: 'local' (DATA_DIR), 'database' (the shop's database), or unset: the database on PostgreSQL, else local. */
export type FileStoreChoice = 'local' | 'database';

export function openFileStore(options: { choice?: FileStoreChoice; dialect: 'sqlite' | 'postgres'; dataDir: string; db: Kysely<Database> }): FileStore {
  const choice = options.choice ?? (options.dialect === 'postgres' ? 'database' : 'local');
  return choice === 'database' ? new DatabaseFileStore(options.db) : new LocalFileStore(options.dataDir);
}
