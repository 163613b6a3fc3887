// The full-text queries of the product and design searches, written once for both engines. Words reach here reduced
// (letters and digits only, server/db/searchText.ts), so nothing in them is query syntax.

/**
 * One word of a search: the shopper's word, matched as a prefix ("wallp" finds "wallpaper"), or, when nothing begins
 * with it, the spelling corrections found for it, matched whole.
 */
export interface SearchTerm {
  prefix: string;
  alternatives: string[];
}

/** An FTS5 MATCH expression (SQLite): every term, each as its prefix or any of its corrections. */
export function ftsMatch(terms: SearchTerm[]): string {
  return terms.map((t) => `(${(t.alternatives.length ? t.alternatives.map((a) => `"${a}"`) : [`"${t.prefix}"*`]).join(' OR ')})`).join(' AND ');
}

/** The same as a tsquery (PostgreSQL). */
export function tsQuery(terms: SearchTerm[]): string {
  return terms.map((t) => `(${(t.alternatives.length ? t.alternatives.map((a) => `'${a}'`) : [`'${t.prefix}':*`]).join(' | ')})`).join(' & ');
}

/** Each word of some `keywords` columns (reduced, space-separated, each once per row) with how many rows hold it. */
export function wordCounts(keywords: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of keywords) for (const w of row.split(' ')) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}
