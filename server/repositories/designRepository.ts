import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import { foldAccents, textWords } from '../db/searchText';

/** A design as a search lists it: its name in the shopper's language, its picture and its source (licence). */
export interface FoundDesign {
  id: number;
  name: string;
  url: string;
  source: string;
}

export interface DesignSearchPage {
  designs: FoundDesign[];
  total: number;
}

/** The name column per shop language; a missing translation falls back to the English name. */
const NAME_COLUMN: Readonly<Record<string, 'name' | 'name_es' | 'name_da'>> = { en: 'name', es: 'name_es', da: 'name_da' };

/**
 * Design library search behind one interface: FTS5 on SQLite, tsvector on PostgreSQL, both over the `keywords` the
 * seed reduces from every language's names and keywords, so a shopper finds a design by any of them ("gato" and "kat"
 * find "cat"). Every word of the query must match a word by prefix ("flow" finds "flowers"), best matches first.
 */
export class DesignRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The source and packaged file of a design's picture, as the seed stored them. */
  async picture(id: number): Promise<{ source: string; file: string | null } | undefined> {
    return this.db.selectFrom('designs').select(['source', 'file']).where('id', '=', id).executeTakeFirst();
  }

  async search(text: string, page: number, pageSize: number, locale = 'en'): Promise<DesignSearchPage> {
    const words = searchWords(text);
    if (words.length === 0) return { designs: [], total: 0 };
    const offset = (page - 1) * pageSize;
    const name = sql`coalesce(${sql.ref(`d.${NAME_COLUMN[locale] ?? 'name'}`)}, d.name)`;
    type Row = { id: number; name: string; url: string; source: string; total: number | string };
    let rows;
    if (this.dialect === 'sqlite') {
      rows = await sql<Row>`
            with hits as (select rowid as id, bm25(designs_fts) as rank from designs_fts where designs_fts match ${words.map((w) => `"${w}"*`).join(' ')})
            select d.id, ${name} as name, d.url, d.source, (select count(*) from hits) as total
            from hits h join designs d on d.id = h.id
            order by h.rank, d.id limit ${pageSize} offset ${offset}`.execute(this.db);
    } else {
      // The index holds the seed's reduced words as they are (array_to_tsvector), so the query is taken literally too.
      const query = words.map((w) => `'${foldAccents(w)}':*`).join(' & ');
      rows = await sql<Row>`
            select d.id, ${name} as name, d.url, d.source, count(*) over () as total
            from designs d
            where d.search @@ ${query}::tsquery
            order by ts_rank(d.search, ${query}::tsquery) desc, d.id
            limit ${pageSize} offset ${offset}`.execute(this.db);
    }
    return {
      designs: rows.rows.map((r) => ({ id: r.id, name: r.name, url: r.url, source: r.source })),
      total: rows.rows.length ? Number(rows.rows[0].total) : 0,
    };
  }
}

/** The query's words (at most eight): letters and digits only, so nothing in them is query syntax. */
export function searchWords(text: string): string[] {
  return textWords(text).slice(0, 8);
}
