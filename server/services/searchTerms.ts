import type { SearchTerm } from '../db/searchQuery';
import { foldAccents, textWords } from '../db/searchText';

// The words of a shopper's search, typo-tolerant, for the product search and the design library alike. A word that
// starts no indexed word is corrected to the indexed words within one edit (two from eight letters; none under four),
// a swap of two neighbouring letters counting as one ("wallapper", "cnavas", "hart"); the commonest correction first.
// Words nothing begins with or is near are left out rather than making the whole search fail ("oak tree" still
// finds the tree).

const MAX_WORDS = 8;

/** Every indexed word, with how many items (products, designs) hold it. */
export type Vocabulary = ReadonlyMap<string, number>;

export interface SearchTerms {
  terms: SearchTerm[];
  /** The words searched for instead, when a word was corrected or left out. */
  searchedFor?: string;
}

/** The terms of a query; words shorter than `minWord` letters are left out (they narrow nothing down). */
export function searchTerms(query: string, vocabulary: Vocabulary, minWord: number): SearchTerms {
  const words = [...new Set(textWords(query).map(foldAccents))].filter((w) => w.length >= minWord).slice(0, MAX_WORDS);
  const terms: SearchTerm[] = [];
  for (const word of words) {
    if (startsSome(word, vocabulary)) terms.push({ prefix: word, alternatives: [] });
    else {
      const alternatives = [...vocabulary.keys()]
        .filter((v) => withinEdits(word, v, allowedEdits(word)))
        .sort((a, b) => vocabulary.get(b)! - vocabulary.get(a)! || (a < b ? -1 : 1));
      if (alternatives.length) terms.push({ prefix: word, alternatives });
    }
  }
  const changed = terms.length !== words.length || terms.some((t) => t.alternatives.length > 0);
  return { terms, ...(changed && terms.length ? { searchedFor: terms.map((t) => t.alternatives[0] ?? t.prefix).join(' ') } : {}) };
}

function startsSome(word: string, vocabulary: Vocabulary): boolean {
  for (const v of vocabulary.keys()) if (v.startsWith(word)) return true;
  return false;
}

function allowedEdits(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Whether a and b are within `max` edits (insert, delete, substitute, swap of neighbours: optimal string alignment). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (max === 0 || Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = prev;
    prev = row;
  }
  return prev[b.length] <= max;
}
