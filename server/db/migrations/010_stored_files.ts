import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The shared file store (issue 13): uploads and print files in the database when the shop runs as several processes
// on one PostgreSQL (server/storage/databaseFileStore.ts). Created on SQLite too, where FILE_STORE=database may use it.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
