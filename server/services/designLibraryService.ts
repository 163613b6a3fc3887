import path from 'node:path';
import type { CallName, Payload, ResponseInput } from '../../contract';
import { creditsFor, designSources, OPENMOJI_SVG_DIR, type DesignSourceId } from '../catalog/designSources';
import { t } from '../i18n';
import type { DesignRepository } from '../repositories/designRepository';
import { notFound } from './shopError';

type Res<N extends CallName> = ResponseInput<N>;

export const DESIGNS_PER_PAGE = 24;

/** The folder of each source whose pictures the shop serves from an installed package. */
const PICTURE_FOLDERS: Partial<Record<DesignSourceId, string>> = { openmoji: OPENMOJI_SVG_DIR };
/** A packaged picture's file name as the seed stores it (an emoji hexcode): never a path, even if a row were bad. */
const PICTURE_FILE = /^[0-9A-F]{2,6}(-[0-9A-F]{2,6})*\.svg$/;

/** The design library the designer searches (search_designs): one page of designs, or the index-down message. */
export class DesignLibraryService {
  constructor(private readonly designs: DesignRepository) {}

  async searchDesigns(p: Payload<'searchDesigns'>, locale: string): Promise<Res<'searchDesigns'>> {
    let found;
    try {
      found = await this.designs.search(p.search, p.page, DESIGNS_PER_PAGE, locale);
    } catch {
      // The index is unavailable: the designer shows the message instead of results.
      return { elasticsearchDown: true, errorMessage: t(locale, 'design-search-down'), html: { designs: [], page: p.page, hasMore: false } };
    }
    const designs = found.designs.map((d) => ({ id: d.id, name: d.name, url: d.url, licence: designSources[d.source as DesignSourceId]?.licence }));
    const credits = creditsFor(found.designs.map((d) => d.source));
    return {
      elasticsearchDown: false,
      html: { designs, page: p.page, hasMore: p.page * DESIGNS_PER_PAGE < found.total },
      ...(found.total === 0 ? { emptySearchMessage: t(locale, 'design-search-empty', { search: p.search }) } : {}),
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
