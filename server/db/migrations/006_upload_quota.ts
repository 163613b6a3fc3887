import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Upload quotas (issue 10): bytes stored per visitor per UTC day (scope 'visitor:<hash>', period the date) and in all
// (scope 'total', period 'all'), each row grown by one conditional upsert so concurrent uploads cannot pass a cap
// together. The total starts from what is stored already.
export async function up(db: Kysely<any>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('upload_quota')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_quota_pk', ['scope', 'period'])
    .execute();
  await sql`insert into upload_quota (scope, period, bytes) select 'total', 'all', coalesce(sum(size), 0) from uploads`.execute(db);
}
