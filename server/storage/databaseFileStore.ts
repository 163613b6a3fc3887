import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { checkKey, type FileStore } from './fileStore';

/** Migration 010's table: one row per key, the bytes in a bytea (PostgreSQL) or blob (SQLite) column. */
export interface StoredFileTable {
  key: string;
  bytes: Buffer;
  size: number;
  updated_at: string;
}

/**
 * Files in the shop's database, so every process on one PostgreSQL serves every upload and print file without a
 * shared disk or another server to run. A bytea row, not a large object: the biggest file is an upload of 15 MB or a
 * print PDF of a few tens, which one row holds and one query reads; large objects would stream but need their own
 * clean-up (they outlive a deleted row) and a transaction per read.
 */
export class DatabaseFileStore implements FileStore {
  readonly kind = 'database';
  private readonly db: Kysely<{ stored_files: StoredFileTable }>;

  constructor(db: Kysely<Database>) {
    // Its own table type: the store is the table's one reader and writer.
    this.db = db as unknown as Kysely<{ stored_files: StoredFileTable }>;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const row = {
      key: checkKey(key),
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      size: bytes.byteLength,
      updated_at: new Date().toISOString(),
    };
    await this.db
      .insertInto('stored_files')
      .values(row)
      .onConflict((oc) => oc.column('key').doUpdateSet({ bytes: row.bytes, size: row.size, updated_at: row.updated_at }))
      .execute();
  }

  async putFile(key: string, file: string): Promise<void> {
    await this.put(key, await fsp.readFile(file));
    await fsp.rm(file, { force: true });
  }

  async get(key: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('stored_files').select('bytes').where('key', '=', checkKey(key)).executeTakeFirst();
    return row ? Buffer.from(row.bytes) : undefined;
  }

  async stream(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    const bytes = await this.get(key);
    return bytes ? { stream: Readable.from([bytes]), size: bytes.byteLength } : undefined;
  }

  async has(key: string): Promise<boolean> {
    return !!(await this.db.selectFrom('stored_files').select('key').where('key', '=', checkKey(key)).executeTakeFirst());
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('stored_files').where('key', '=', checkKey(key)).execute();
  }

  async list(prefix: string): Promise<string[]> {
    // A range on the primary key ('0' sorts right after '/'), not LIKE: '_' in a key would be a LIKE wildcard.
    const rows = await this.db
      .selectFrom('stored_files')
      .select('key')
      .where('key', '>', `${checkKey(prefix)}/`)
      .where('key', '<', `${prefix}0`)
      .orderBy('key')
      .execute();
    return rows.map((r) => r.key).filter((k) => !k.slice(prefix.length + 1).includes('/'));
  }
}
