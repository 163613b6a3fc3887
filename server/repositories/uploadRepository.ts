import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredUpload {
  hash: string;
  mime: string;
  size: number;
  originalName: string;
}

/** Uploads by content hash: the same bytes uploaded twice are one row and one file. */
export class UploadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(upload: StoredUpload): Promise<void> {
    await this.db
      .insertInto('uploads')
      .values({ hash: upload.hash, mime: upload.mime, size: upload.size, original_name: upload.originalName, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
  }

  async find(hash: string): Promise<StoredUpload | undefined> {
    const row = await this.db.selectFrom('uploads').selectAll().where('hash', '=', hash).executeTakeFirst();
    return row ? { hash: row.hash, mime: row.mime, size: row.size, originalName: row.original_name } : undefined;
  }
}
