import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SharedDesignRow {
  productId: number;
  /** The document as it was saved (JSON text, restored by the service before anyone reads it). */
  design: string;
  createdAt: string;
}

/** Designs saved to share (issue 29), by the SHA-256 of their link's token: SQL only. */
export class SharedDesignRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(tokenHash: string, row: SharedDesignRow): Promise<void> {
    await this.db
      .insertInto('shared_designs')
      .values({ token_hash: tokenHash, product_id: row.productId, design: row.design, created_at: row.createdAt })
      .execute();
  }

  async byTokenHash(tokenHash: string): Promise<SharedDesignRow | undefined> {
    const r = await this.db.selectFrom('shared_designs').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return r ? { productId: Number(r.product_id), design: r.design, createdAt: r.created_at } : undefined;
  }
}
