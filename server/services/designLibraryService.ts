import type { CallName, Payload, ResponseInput } from '../../contract';
import { t } from '../i18n';
import type { DesignRepository } from '../repositories/designRepository';

type Res<N extends CallName> = ResponseInput<N>;

export const DESIGNS_PER_PAGE = 24;

/** The design library the designer searches (search_designs): one page of designs, or the index-down message. */
export class DesignLibraryService {
  constructor(private readonly designs: DesignRepository) {}

  async searchDesigns(p: Payload<'searchDesigns'>, locale: string): Promise<Res<'searchDesigns'>> {
    let found;
    try {
      found = await this.designs.search(p.search, p.page, DESIGNS_PER_PAGE);
    } catch {
      // The index is unavailable: the designer shows the message instead of results.
      return { elasticsearchDown: true, errorMessage: t(locale, 'design-search-down'), html: { designs: [], page: p.page, hasMore: false } };
    }
    return {
      elasticsearchDown: false,
      html: { designs: found.designs.map((d) => ({ id: d.id, name: d.name, url: d.url })), page: p.page, hasMore: p.page * DESIGNS_PER_PAGE < found.total },
      ...(found.total === 0 ? { emptySearchMessage: t(locale, 'design-search-empty', { search: p.search }) } : {}),
    };
  }
}
