import path from 'node:path';
import type { CallName, Payload, ResponseInput } from '../../contract';
import { creditsFor, designSources, OPENMOJI_SVG_DIR, type DesignSourceId } from '../catalog/designSources';
import { t } from '../i18n';
import type { DesignRepository, LibraryRow } from '../repositories/designRepository';
import { indexLibrary, rankDesigns, type DesignIndex } from './designRanking';
import { searchTerms } from './searchTerms';
import { notFound } from './shopError';

type Res<N extends CallName> = ResponseInput<N>;

export const DESIGNS_PER_PAGE = 24;
/** A one-letter word narrows nothing down ("a cat"); two letters can ("ok hand"). */
const MIN_WORD = 2;

/** The folder of each source whose pictures the shop serves from an installed package. */
const PICTURE_FOLDERS: Partial<Record<DesignSourceId, string>> = { openmoji: OPENMOJI_SVG_DIR };
/** A packaged picture's file name as the seed stores it (an emoji hexcode): never a path, even if a row were bad. */
const PICTURE_FILE = /^[0-9A-F]{2,6}(-[0-9A-F]{2,6})*\.svg$/;

/** A design's name in the shopper's language; a missing translation shows the English name. */
function localName(d: LibraryRow, locale: string): string {
  return (locale === 'es' ? d.name_es : locale === 'da' ? d.name_da : null) ?? d.name;
}

/**
 * The design library the designer searches (search_designs): one page of designs, best first (designRanking.ts),
 * typo-tolerant (searchTerms.ts), with how many matched in all; or the index-down message.
 */
export class DesignLibraryService {
  private index?: Promise<DesignIndex>;

  constructor(private readonly designs: DesignRepository) {}

  async searchDesigns(p: Payload<'searchDesigns'>, locale: string): Promise<Res<'searchDesigns'>> {
    let found, searchedFor;
    try {
      let index = await (this.index ??= this.designs.library().then(indexLibrary));
      const query = searchTerms(p.search, index.vocabulary, MIN_WORD);
      searchedFor = query.searchedFor;
      const ids = await this.designs.search(query.terms);
      // A design the index does not know: the library was upgraded under this process (another one seeded it).
      if (ids.some((id) => !index.designs.has(id))) index = await (this.index = this.designs.library().then(indexLibrary));
      found = rankDesigns(
        ids.flatMap((id) => index.designs.get(id) ?? []),
        query.terms,
        locale,
      ).map((d) => d.row);
    } catch {
      // The index is unavailable: the designer shows the message instead of results.
      this.index = undefined;
      return { elasticsearchDown: true, errorMessage: t(locale, 'design-search-down'), html: { designs: [], page: p.page, hasMore: false }, total: 0 };
    }
    const shown = found.slice((p.page - 1) * DESIGNS_PER_PAGE, p.page * DESIGNS_PER_PAGE);
    const designs = shown.map((d) => ({ id: d.id, name: localName(d, locale), url: d.url, licence: designSources[d.source as DesignSourceId]?.licence }));
    const credits = creditsFor(shown.map((d) => d.source));
    const total = found.length;
    return {
      elasticsearchDown: false,
      html: { designs, page: p.page, hasMore: p.page * DESIGNS_PER_PAGE < total },
      total,
      ...(total === 0
        ? { emptySearchMessage: t(locale, 'design-search-empty', { search: p.search }) }
        : {
            summary: searchedFor
              ? t(locale, 'design-search-corrected', { count: total, search: p.search, searchedFor })
              : t(locale, 'design-search-found', { count: total, search: p.search }),
          }),
      ...(searchedFor && total ? { searchedFor } : {}),
      ...(credits.length ? { credits } : {}),
    };
  }

  /** The file of a packaged design's picture, and the licence to announce with it; unknown ids are not found. */
  async picture(source: DesignSourceId, id: number): Promise<{ path: string; licenceUrl?: string }> {
    const row = await this.designs.picture(id);
    const folder = PICTURE_FOLDERS[source];
    if (!row || row.source !== source || !folder || !row.file || !PICTURE_FILE.test(row.file)) throw notFound('design');
    return { path: path.join(folder, row.file), licenceUrl: designSources[source].licenceUrl };
  }
}
