import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { ftsMatch, tsQuery, type SearchTerm } from '../db/searchQuery';

/** A library design with its names and keywords in every language, as the search ranks and lists it. */
export interface LibraryRow {
  id: number;
  url: string;
  source: string;
  name: string;
  tags: string;
  name_es: string | null;
  tags_es: string | null;
  name_da: string | null;
  tags_da: string | null;
  /** The reduced words of all of them, as indexed. */
  keywords: string;
}

/**
 * Design library search behind one interface: FTS5 on SQLite, tsvector on PostgreSQL, both over the `keywords` the
 * seed reduces from every language's names and keywords, so a shopper finds a design by any of them ("gato" and "kat"
 * find "cat"). Every term must match (searchQuery.ts); the service ranks what is found.
 */
export class DesignRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The address a design's picture is served at (the designer places it by it), or undefined for an unknown id. */
  async url(id: number): Promise<string | undefined> {
    return (await this.db.selectFrom('designs').select('url').where('id', '=', id).executeTakeFirst())?.url;
  }

  /** The source and packaged file of a design's picture, as the seed stored them. */
  async picture(id: number): Promise<{ source: string; file: string | null } | undefined> {
    return this.db.selectFrom('designs').select(['source', 'file']).where('id', '=', id).executeTakeFirst();
  }

  /** Every design of the library with its texts: what the search ranks by, read once per process. */
  async library(): Promise<LibraryRow[]> {
    const rows = await this.db
      .selectFrom('designs')
      .select(['id', 'url', 'source', 'name', 'tags', 'name_es', 'tags_es', 'name_da', 'tags_da', 'keywords'])
      .execute();
    return rows.map((r) => ({ ...r, keywords: r.keywords ?? '' }));
  }

  /** The ids of the designs that match all the terms, in no particular order. */
  async search(terms: SearchTerm[]): Promise<number[]> {
    if (terms.length === 0) return [];
    const rows =
      this.dialect === 'sqlite'
        ? await sql<{ id: number }>`select rowid as id from designs_fts where designs_fts match ${ftsMatch(terms)}`.execute(this.db)
        : // The index holds the seed's reduced words as they are (array_to_tsvector), so the query is taken literally too.
          await sql<{ id: number }>`select id from designs where search @@ ${tsQuery(terms)}::tsquery`.execute(this.db);
    return rows.rows.map((r) => r.id);
  }
}
