import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The embedded database's job queue (server/jobs/localQueue.ts, issue 14). PostgreSQL shops use pg-boss, which keeps
// its jobs in its own schema, so the table is made on SQLite only. One unfinished job per queue and key (the partial
// unique index): asking again for a line that is already queued or running adds nothing.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  if (ctx.dialect !== 'sqlite') return;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // created, active, completed, failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index jobs_one_unfinished on jobs (queue, key) where state in ('created', 'active')`.execute(db);
  await db.schema.createIndex('jobs_next').on('jobs').columns(['queue', 'state', 'run_after']).execute();
}
