import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Designs saved to share (issue 29, "Save and share"): each kept under the SHA-256 of its link's random token (the
// token itself is never stored, and there is no sequential id to walk), with its product and the document as JSON.
export async function up(db: Kysely<any>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('shared_designs')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
