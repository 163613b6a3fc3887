import type { CallName, Payload, ResponseInput } from '../../contract';
import { searchable } from '../../rules/search';
import { foldAccents, textWords } from '../db/searchText';
import type { ProductSearchRepository } from '../repositories/productSearchRepository';
import type { CatalogueService } from './catalogueService';
import { productSummary } from './productPresenter';
import { searchTerms, type Vocabulary } from './searchTerms';

type Res<N extends CallName> = ResponseInput<N>;

const MAX_RESULTS = 24;
/** Short words ("of", "a", "t" of t-shirt) narrow nothing down. */
const MIN_WORD = 3;

/**
 * The header's product search: by name, category and keywords on the database's full-text index, typo-tolerant
 * (searchTerms.ts: "wallapper", "cnavas", "stciker"); the answer says what it searched for instead.
 */
export class ProductSearchService {
  private vocabulary?: Promise<Vocabulary>;

  constructor(
    private readonly repository: ProductSearchRepository,
    private readonly catalogue: CatalogueService,
  ) {}

  async search(p: Payload<'searchProducts'>, locale: string): Promise<Res<'searchProducts'>> {
    if (!searchable(p.q)) return { products: [] };
    this.vocabulary ??= this.repository.vocabulary();
    const { terms, searchedFor } = searchTerms(p.q, await this.vocabulary, MIN_WORD);
    const ids = await this.repository.search(terms, MAX_RESULTS);
    const snap = await this.catalogue.load();
    // The engine weighs a word in a description as one in a name; a product named by the words comes first.
    const named = (id: number) => {
      const name = new Set(textWords(snap.byId.get(id)?.name ?? '').map(foldAccents));
      return terms.filter((t) => [...name].some((w) => w.startsWith(t.prefix) || t.alternatives.includes(w))).length;
    };
    const ranked = [...ids].sort((a, b) => named(b) - named(a));
    const products = await Promise.all(ranked.map((id) => snap.byId.get(id)).flatMap((x) => (x ? [productSummary(this.catalogue, x, locale)] : [])));
    return { products, ...(searchedFor && products.length ? { searchedFor } : {}) };
  }
}
