import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CartRow {
  id: number;
  recoveryHash: string;
  voucherCode: string | null;
}

/** Carts and the browser sessions that own them: SQL only. Session tokens arrive here already hashed. */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(recoveryHash: string, sessionTokenHash: string, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('carts')
        .values({ recovery_hash: recoveryHash, voucher_code: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('cart_sessions').values({ token_hash: sessionTokenHash, cart_id: row.id, created_at: now }).execute();
      return Number(row.id);
    });
  }

  async bySession(tokenHash: string): Promise<CartRow | undefined> {
    const row = await this.db
      .selectFrom('cart_sessions')
      .innerJoin('carts', 'carts.id', 'cart_sessions.cart_id')
      .select(['carts.id', 'carts.recovery_hash', 'carts.voucher_code'])
      .where('cart_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { id: Number(row.id), recoveryHash: row.recovery_hash, voucherCode: row.voucher_code } : undefined;
  }

  async byId(id: number): Promise<CartRow | undefined> {
    const row = await this.db.selectFrom('carts').select(['id', 'recovery_hash', 'voucher_code']).where('id', '=', id).executeTakeFirst();
    return row ? { id: Number(row.id), recoveryHash: row.recovery_hash, voucherCode: row.voucher_code } : undefined;
  }

  async byRecoveryHash(recoveryHash: string): Promise<CartRow | undefined> {
    const row = await this.db.selectFrom('carts').select(['id', 'recovery_hash', 'voucher_code']).where('recovery_hash', '=', recoveryHash).executeTakeFirst();
    return row ? { id: Number(row.id), recoveryHash: row.recovery_hash, voucherCode: row.voucher_code } : undefined;
  }

  async setVoucher(cartId: number, code: string | null, now: string): Promise<void> {
    await this.db.updateTable('carts').set({ voucher_code: code, updated_at: now }).where('id', '=', cartId).execute();
  }

  async requestOpen(cartId: number, now: string): Promise<void> {
    await this.db.updateTable('carts').set({ open_requested: 1, updated_at: now }).where('id', '=', cartId).execute();
  }

  /** Reads and clears the open request in one statement, so only one caller sees it. */
  async takeOpenRequest(cartId: number): Promise<boolean> {
    const r = await this.db.updateTable('carts').set({ open_requested: 0 }).where('id', '=', cartId).where('open_requested', '=', 1).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Marks the cart as in use, at most once per `staleBefore` window (most calls write nothing). */
  async touch(cartId: number, now: string, staleBefore: string): Promise<void> {
    await this.db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).where('updated_at', '<', staleBefore).execute();
  }

  /** Deletes carts unused since `before`; their sessions and items go with them (foreign keys cascade). */
  async purgeIdle(before: string): Promise<number> {
    const r = await this.db.deleteFrom('carts').where('updated_at', '<', before).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
