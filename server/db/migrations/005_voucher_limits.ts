import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Voucher use limits and an exact expiry (issue 10): a voucher may be used at most `max_uses` times in all (1: single
// use) and `max_uses_per_cart` times by one cart, and stops at `expires_at` (an ISO instant, beside the day-precise
// valid_to). `uses` counts redemptions; the CHECK makes the database itself refuse a count past the limit, beside the
// conditional UPDATE that redeems (cartVoucherRepository.ts). cart_voucher_uses counts each cart's own uses.
export async function up(db: Kysely<any>, _ctx: MigrationContext): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('vouchers')
    .addColumn('max_uses', 'integer', (c) => c.check(sql`max_uses is null or max_uses >= 1`))
    .execute();
  await db.schema
    .alterTable('vouchers')
    .addColumn('max_uses_per_cart', 'integer', (c) => c.check(sql`max_uses_per_cart is null or max_uses_per_cart >= 1`))
    .execute();
  await db.schema.alterTable('vouchers').addColumn('expires_at', 'text').execute();
  await db.schema
    .alterTable('vouchers')
    .addColumn('uses', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0 and (max_uses is null or uses <= max_uses)`),
    )
    .execute();
  await db.schema
    .createTable('cart_voucher_uses')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('voucher_code', 'text', (c) => c.notNull().references('vouchers.code').onDelete('cascade'))
    .addColumn('uses', 'integer', (c) => c.notNull().check(sql`uses >= 1`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_voucher_uses_pk', ['cart_id', 'voucher_code'])
    .execute();
}
