import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredUpload {
  hash: string;
  mime: string;
  size: number;
  originalName: string;
}

/** Uploads by content hash: the same bytes uploaded twice are one row and one file. And the bytes quotas count. */
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

  /** Bytes counted so far in a quota scope and period (0 when none). */
  async used(scope: string, period: string): Promise<number> {
    const row = await this.db.selectFrom('upload_quota').select('bytes').where('scope', '=', scope).where('period', '=', period).executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /**
   * Adds bytes to a quota when they fit under its cap, in one statement (an upsert whose update is conditional), so
   * concurrent uploads cannot pass the cap together on either database. True when added.
   */
  async reserve(scope: string, period: string, bytes: number, cap: number): Promise<boolean> {
    if (bytes > cap) return false;
    const row = await this.db
      .insertInto('upload_quota')
      .values({ scope, period, bytes })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'period'])
          .doUpdateSet({ bytes: sql`upload_quota.bytes + excluded.bytes` })
          .where(sql`upload_quota.bytes + excluded.bytes`, '<=', cap),
      )
      .returning('bytes')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Gives back bytes reserved for a write that did not happen. */
  async release(scope: string, period: string, bytes: number): Promise<void> {
    await this.db
      .updateTable('upload_quota')
      .set({ bytes: sql`bytes - ${bytes}` })
      .where('scope', '=', scope)
      .where('period', '=', period)
      .execute();
  }

  /** Drops visitor periods before a date (YYYY-MM-DD): yesterday's counts are never read again. */
  async forgetVisitorsBefore(period: string): Promise<void> {
    await this.db.deleteFrom('upload_quota').where('scope', 'like', 'visitor:%').where('period', '<', period).execute();
  }
}
