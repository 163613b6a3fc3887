import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

// Orders (issue 14): an order placed from a cart keeps its lines, totals and voucher as they were (frozen copies, not
// references: the cart is emptied and may be purged). `idempotency_key` per cart makes a retried or double-clicked
// placement find the order it already made; `access_hash` is the SHA-256 of the unguessable order link's token.
// Each personalised line carries the state of its print files, rendered by a job keyed by the line.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  const autoId = (c: any) => c.primaryKey().$call((b: any) => (ctx.dialect === 'sqlite' ? b.autoIncrement() : b));
  await db.schema
    .createTable('orders')
    .addColumn('id', ctx.autoId, autoId)
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('cart_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('voucher', 'text')
    .addColumn('items_total', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_idempotency', ['cart_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createTable('order_lines')
    .addColumn('id', ctx.autoId, autoId)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('parent_position', 'integer')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    // 'none' (nothing to print), 'pending', 'ready', 'failed'
    .addColumn('print_status', 'text', (c) => c.notNull())
    .addColumn('print_error', 'text')
    .addColumn('proof_key', 'text')
    .addColumn('pdf_key', 'text')
    .addColumn('printed_at', 'text')
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'position']).execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();
}
