import { wordCounts, type SearchTerm } from '../db/searchQuery';
import { foldAccents, textWords } from '../db/searchText';
import type { LibraryRow } from '../repositories/designRepository';
import type { Vocabulary } from './searchTerms';

// The order of a design search's results, the same on both databases. The full-text engines weigh a word the same
// wherever it stands, so "cat" listed Flag: Qatar (Spanish "Catar") and handball players (tagged "catch") among the
// cats. Here each word of the search is placed on a ladder, best first:
//   a whole word of the name in the shopper's language, a whole keyword, the start of a name word, the start of a
//   keyword, then the same in another language (whole, then start),
// and a corrected typo comes after every exact match, its commonest correction first. A design's rank is the sum
// over the search's words; ties go to the shorter name (the "Cat" before "Cat with wry smile"), then the id.

const LADDER = 6;
const OWN_NAME = 0;
const OWN_TAG = 1;
const OTHER = 4;

interface Words {
  name: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/** A library design with its words reduced once: per language, and all of them. */
export interface IndexedDesign {
  row: LibraryRow;
  en: Words;
  es?: Words;
  da?: Words;
  all: ReadonlySet<string>;
}

/** The library as the search ranks it, read once per process: each design's words, and the vocabulary with counts. */
export interface DesignIndex {
  designs: ReadonlyMap<number, IndexedDesign>;
  vocabulary: Vocabulary;
}

const words = (...texts: Array<string | null>) => new Set(textWords(texts.filter(Boolean).join(' ')).map(foldAccents));

export function indexLibrary(rows: LibraryRow[]): DesignIndex {
  const designs = new Map<number, IndexedDesign>();
  for (const row of rows) {
    designs.set(row.id, {
      row,
      en: { name: words(row.name), tags: words(row.tags) },
      ...(row.name_es ? { es: { name: words(row.name_es), tags: words(row.tags_es) } } : {}),
      ...(row.name_da ? { da: { name: words(row.name_da), tags: words(row.tags_da) } } : {}),
      all: new Set(row.keywords.split(' ')),
    });
  }
  return { designs, vocabulary: wordCounts(rows.map((r) => r.keywords)) };
}

/** A design's words in the shopper's language; an untranslated design is seen in English, as it is named. */
const own = (d: IndexedDesign, locale: string): Words => (locale === 'es' ? d.es : locale === 'da' ? d.da : undefined) ?? d.en;

const startsOne = (set: ReadonlySet<string>, prefix: string) => {
  for (const w of set) if (w.startsWith(prefix)) return true;
  return false;
};

/** The rung of one search word on the ladder for a design (lower is better). */
function rung(term: SearchTerm, mine: Words, all: ReadonlySet<string>): number {
  if (term.alternatives.length) {
    // A corrected word matches whole: the commonest correction's rungs first.
    for (const [k, alternative] of term.alternatives.entries()) {
      const at = mine.name.has(alternative) ? OWN_NAME : mine.tags.has(alternative) ? OWN_TAG : all.has(alternative) ? OTHER : -1;
      if (at >= 0) return LADDER * (k + 1) + at;
    }
    return LADDER * (term.alternatives.length + 1);
  }
  const p = term.prefix;
  if (mine.name.has(p)) return 0;
  if (mine.tags.has(p)) return 1;
  if (startsOne(mine.name, p)) return 2;
  if (startsOne(mine.tags, p)) return 3;
  return all.has(p) ? 4 : 5;
}

/** The designs in the order the shopper should see them. */
export function rankDesigns(found: IndexedDesign[], terms: SearchTerm[], locale: string): IndexedDesign[] {
  const keyed = found.map((d) => {
    const mine = own(d, locale);
    return { d, rank: terms.reduce((sum, t) => sum + rung(t, mine, d.all), 0), length: mine.name.size };
  });
  keyed.sort((a, b) => a.rank - b.rank || a.length - b.length || a.d.row.id - b.d.row.id);
  return keyed.map((k) => k.d);
}
