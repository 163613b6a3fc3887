import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Wishlists: one per visitor, keyed by the SHA-256 of the visitor's wishlist cookie; items are products or
// library designs ("stickers" in the spec's words).
export async function up(db: Kysely<any>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('wishlist_items')
    .addColumn('owner_hash', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['owner_hash', 'kind', 'item_id'])
    .execute();
}
