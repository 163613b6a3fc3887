import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The catalogue, its reviews and the design library with full-text search (FTS5 on SQLite, tsvector on PostgreSQL).
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('designer_type', 'integer')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').columns(['category', 'position']).execute();
  await db.schema
    .createTable('catalogue_lists')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vouchers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('minimum_total', 'integer')
    .execute();
  await db.schema
    .createTable('reviews')
    .addColumn('id', ctx.autoId, (c) => c.primaryKey().$call((b) => (ctx.dialect === 'sqlite' ? b.autoIncrement() : b)))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_product').on('reviews').columns(['product_id', 'date']).execute();
  await db.schema
    .createTable('designs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  if (ctx.dialect === 'sqlite') {
    await sql`create virtual table designs_fts using fts5(name, tags, content='designs', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger designs_ai after insert on designs begin insert into designs_fts(rowid, name, tags) values (new.id, new.name, new.tags); end`.execute(
      db,
    );
    await sql`create trigger designs_ad after delete on designs begin insert into designs_fts(designs_fts, rowid, name, tags) values ('delete', old.id, old.name, old.tags); end`.execute(
      db,
    );
    await sql`create trigger designs_au after update on designs begin insert into designs_fts(designs_fts, rowid, name, tags) values ('delete', old.id, old.name, old.tags); insert into designs_fts(rowid, name, tags) values (new.id, new.name, new.tags); end`.execute(
      db,
    );
  } else {
    await sql`alter table designs add column search tsvector generated always as (to_tsvector('simple', name || ' ' || tags)) stored`.execute(db);
    await sql`create index designs_search on designs using gin (search)`.execute(db);
  }
  await db.schema
    .createTable('uploads')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('conversion_events')
    .addColumn('id', ctx.autoId, (c) => c.primaryKey().$call((b) => (ctx.dialect === 'sqlite' ? b.autoIncrement() : b)))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
