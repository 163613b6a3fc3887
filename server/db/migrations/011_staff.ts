import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The back office (issue 28): staff accounts (argon2id hashes, never passwords), their sessions (the SHA-256 of the
// cookie's token, as carts keep theirs, with an expiry), the history of what happened to each order (who, when, what),
// the tracking number a shipped order carries, and the shopper's e-mail as a column staff can search.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  const autoId = (c: any) => c.primaryKey().$call((b: any) => (ctx.dialect === 'sqlite' ? b.autoIncrement() : b));
  await db.schema
    .createTable('staff_users')
    .addColumn('id', ctx.autoId, autoId)
    // lower case; the sign-in name
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('order_events')
    .addColumn('id', ctx.autoId, autoId)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // 'placed', 'status', 'render', 'mail'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('line_id', 'integer')
    .addColumn('detail', 'text')
    // who: a staff member, or null for the shop itself (the shopper placing, a job)
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('staff_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  // The shopper's e-mail, lower case, beside the contact document: what staff search orders by.
  await db.schema.alterTable('orders').addColumn('email', 'text').execute();
  const email = ctx.dialect === 'sqlite' ? sql`lower(json_extract(contact, '$.email'))` : sql`lower(contact::json->>'email')`;
  await sql`update orders set email = ${email}`.execute(db);
  await db.schema.createIndex('orders_email').on('orders').column('email').execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute();
}
