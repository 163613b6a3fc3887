import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { ftsMatch, tsQuery, wordCounts, type SearchTerm } from '../db/searchQuery';

/**
 * The product search on the database's full-text index (migration 009): FTS5 on SQLite, tsvector on PostgreSQL, both
 * over `keywords`. Every term must match; best matches first, then the catalogue's order. Hidden products never show.
 */
export class ProductSearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** Every indexed word of the listed products, with how many hold it: what a misspelt word is corrected against. */
  async vocabulary(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('products').select('keywords').where('hidden', '=', 0).execute();
    return wordCounts(rows.map((r) => r.keywords));
  }

  async search(terms: SearchTerm[], limit: number): Promise<number[]> {
    if (terms.length === 0) return [];
    if (this.dialect === 'sqlite') {
      const match = ftsMatch(terms);
      const rows = await sql<{ id: number }>`
        select p.id from products_fts f join products p on p.id = f.rowid
        where products_fts match ${match} and p.hidden = 0
        order by bm25(products_fts), p.position limit ${limit}`.execute(this.db);
      return rows.rows.map((r) => r.id);
    }
    const query = tsQuery(terms);
    const rows = await sql<{ id: number }>`
      select id from products where search @@ ${query}::tsquery and hidden = 0
      order by ts_rank(search, ${query}::tsquery) desc, position limit ${limit}`.execute(this.db);
    return rows.rows.map((r) => r.id);
  }
}
