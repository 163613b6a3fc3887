import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { LibraryDesign } from '../catalog/model';

export interface DesignSearchPage {
  designs: LibraryDesign[];
  total: number;
}

/**
 * Design library search behind one interface: FTS5 on SQLite, tsvector on PostgreSQL. Every word of the query must
 * match a name or tag word by prefix ("flow" finds "flowers"), best matches first.
 */
export class DesignRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async search(text: string, page: number, pageSize: number): Promise<DesignSearchPage> {
    const words = searchWords(text);
    if (words.length === 0) return { designs: [], total: 0 };
    const offset = (page - 1) * pageSize;
    const rows =
      this.dialect === 'sqlite'
        ? await sql<{ id: number; name: string; tags: string; url: string; total: number }>`
            with hits as (select rowid as id, bm25(designs_fts) as rank from designs_fts where designs_fts match ${words.map((w) => `"${w}"*`).join(' ')})
            select d.id, d.name, d.tags, d.url, (select count(*) from hits) as total
            from hits h join designs d on d.id = h.id
            order by h.rank, d.id limit ${pageSize} offset ${offset}`.execute(this.db)
        : await sql<{ id: number; name: string; tags: string; url: string; total: string }>`
            select id, name, tags, url, count(*) over () as total
            from designs
            where search @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})
            order by ts_rank(search, to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})) desc, id
            limit ${pageSize} offset ${offset}`.execute(this.db);
    return {
      designs: rows.rows.map((r) => ({ id: r.id, name: r.name, tags: r.tags.split(' ').filter(Boolean), url: r.url })),
      total: rows.rows.length ? Number(rows.rows[0].total) : 0,
    };
  }
}

/** Lower-case letter/digit words; everything that could be query syntax is dropped. */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}
