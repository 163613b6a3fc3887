import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The shopping cart: carts (one per visitor or recovered link), the browser sessions that own them (only a SHA-256
// of the cookie token is stored), and cart items with their linked children. Conversion events reuse 001's table.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  const autoId = (c: any) => c.primaryKey().$call((b: any) => (ctx.dialect === 'sqlite' ? b.autoIncrement() : b));
  await db.schema
    .createTable('carts')
    .addColumn('id', ctx.autoId, autoId)
    .addColumn('recovery_hash', 'text', (c) => c.notNull().unique())
    .addColumn('voucher_code', 'text')
    .addColumn('open_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('cart_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_sessions_cart').on('cart_sessions').column('cart_id').execute();
  await db.schema
    .createTable('cart_items')
    .addColumn('id', ctx.autoId, autoId)
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('cart_items.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0 and quantity <= 10000`))
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('link_to_parent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_cart').on('cart_items').columns(['cart_id', 'id']).execute();
  await db.schema.createIndex('cart_items_parent').on('cart_items').column('parent_id').execute();
}
