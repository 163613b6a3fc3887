import { sql, type Kysely } from 'kysely';
import type { Product } from '../../catalog/model';
import { productIndexWords } from '../searchText';
import type { MigrationContext } from './context';

// The header's product search on the database's full-text index, as the design library's (migration 004): a
// `keywords` column holds the reduced words of each product's name, category, description, reference and brand
// (server/db/searchText.ts), indexed by FTS5 on SQLite (a content table; the seed rebuilds it after its bulk write)
// and by a generated array_to_tsvector column with a GIN index on PostgreSQL. Products already stored get their
// words here.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows: { id: number; data: string }[] = await db.selectFrom('products').select(['id', 'data']).execute();
  for (const row of rows) {
    await db
      .updateTable('products')
      .set({ keywords: productIndexWords(JSON.parse(row.data) as Product) })
      .where('id', '=', row.id)
      .execute();
  }
  if (ctx.dialect === 'sqlite') {
    await sql`create virtual table products_fts using fts5(keywords, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db);
  } else {
    await sql`alter table products add column search tsvector generated always as (array_to_tsvector(string_to_array(keywords, ' '))) stored`.execute(db);
    await sql`create index products_search on products using gin (search)`.execute(db);
  }
}
