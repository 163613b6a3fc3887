import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './context';

// The design library in three languages and from more than one source: Spanish and Danish names and keywords
// (NULL: show the English), the source that says the licence (server/catalog/designSources.ts), the picture's file
// within a packaged source, and `keywords`: every name and keyword word of every language, reduced by the seed as
// queries are (server/db/searchText.ts). The full-text index now covers `keywords` alone, so "cat", "gato" and "kat"
// find the same cat. Only the seed writes designs (designSeed.ts): it replaces them in bulk and rebuilds SQLite's
// index after, which costs a fifth of what per-row triggers did; so the triggers go.
export async function up(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  for (const column of ['name_es', 'name_da', 'tags_es', 'tags_da', 'keywords', 'file']) {
    await db.schema.alterTable('designs').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('designs')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('atelier'))
    .execute();
  if (ctx.dialect === 'sqlite') {
    for (const trigger of ['designs_ai', 'designs_ad', 'designs_au']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
    await sql`drop table designs_fts`.execute(db);
    await sql`create virtual table designs_fts using fts5(keywords, content='designs', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(
      db,
    );
  } else {
    await sql`drop index designs_search`.execute(db);
    await sql`alter table designs drop column search`.execute(db);
    // The words are reduced already: taken as they are, without PostgreSQL's parser (ten times faster to seed).
    await sql`alter table designs add column search tsvector generated always as (array_to_tsvector(string_to_array(keywords, ' '))) stored`.execute(db);
    await sql`create index designs_search on designs using gin (search)`.execute(db);
  }
}
