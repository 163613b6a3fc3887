import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// More links to one order: a mail sent after the order was placed (the shipped mail) carries a link of its own, since
// the first link's token can never be rebuilt (only its SHA-256 is kept). The first link stays in orders.access_hash.
export async function up(db: Kysely<any>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('order_links')
    .addColumn('access_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
