import type { CallName, Payload, ResponseInput } from '../../contract';
import { searchable } from '../../rules/search';
import { foldAccents, textWords } from '../db/searchText';
import type { ProductSearchRepository, SearchTerm } from '../repositories/productSearchRepository';
import type { CatalogueService } from './catalogueService';
import { productSummary } from './productPresenter';

type Res<N extends CallName> = ResponseInput<N>;

const MAX_RESULTS = 24;
const MAX_WORDS = 8;
const MIN_WORD = 3;

/**
 * The header's product search: by name, category and keywords on the database's full-text index, typo-tolerant. A
 * word that starts no indexed word is corrected to the indexed words within one edit (two from eight letters; none
 * under four), a swap of two neighbouring letters counting as one ("wallapper", "cnavas", "stciker"); the answer
 * says what it searched for instead.
 */
export class ProductSearchService {
  private vocabulary?: Promise<Set<string>>;

  constructor(
    private readonly repository: ProductSearchRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  async search(p: Payload<'searchProducts'>, locale: string): Promise<Res<'searchProducts'>> {
    if (!searchable(p.q)) return { products: [] };
    // Short words ("of", "a", "t" of t-shirt) narrow nothing down; words nothing in the shop begins with or is near
    // are left out rather than making the whole search fail ("oak tree" still finds the tree).
    const words = [...new Set(textWords(p.q).map(foldAccents))].filter((w) => w.length >= MIN_WORD).slice(0, MAX_WORDS);
    this.vocabulary ??= this.repository.vocabulary();
    const vocabulary = [...(await this.vocabulary)];
    const terms: SearchTerm[] = words
      .map((word) => ({
        prefix: word,
        known: vocabulary.some((v) => v.startsWith(word)),
        alternatives: vocabulary.some((v) => v.startsWith(word)) ? [] : vocabulary.filter((v) => withinEdits(word, v, allowedEdits(word))),
      }))
      .filter((t) => t.known || t.alternatives.length > 0)
      .map(({ prefix, alternatives }) => ({ prefix, alternatives }));
    const ids = await this.repository.search(terms, MAX_RESULTS);
    const snap = await this.catalogue.load();
    // The engine weighs a word in a description as one in a name; a product named by the words comes first.
    const named = (id: number) => {
      const name = new Set(textWords(snap.byId.get(id)?.name ?? '').map(foldAccents));
      return terms.filter((t) => [...name].some((w) => w.startsWith(t.prefix) || t.alternatives.includes(w))).length;
    };
    const ranked = [...ids].sort((a, b) => named(b) - named(a));
    const products = await Promise.all(ranked.map((id) => snap.byId.get(id)).flatMap((x) => (x ? [productSummary(this.catalogue, x, locale)] : [])));
    const changed = terms.length !== words.length || terms.some((t) => t.alternatives.length > 0);
    return {
      products,
      ...(changed && products.length ? { searchedFor: terms.map((t) => t.alternatives[0] ?? t.prefix).join(' ') } : {}),
    };
  }
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
