import fs from 'node:fs/promises';
import path from 'node:path';
import type { CallName, Payload, ResponseInput } from '../../contract';
import { FontCache } from '../../workers/fonts/cache';
import { FONTS, fontPath } from '../../workers/fonts/catalogue';
import { renderTextSvg } from '../../workers/text/renderTextSvg';
import { t } from '../i18n';
import { ShopError } from '../http/errors';
import type { DesignRepository } from '../repositories/designRepository';
import type { ReviewRepository } from '../repositories/reviewRepository';
import type { CatalogueService } from './catalogueService';

type Res<N extends CallName> = ResponseInput<N>;

export const DESIGNS_PER_PAGE = 24;
export const REVIEWS_PER_PAGE = 5;

/** The designer's server calls and the reviews panel: library search, text rendering, reviews. */
export class DesignerService {
  private readonly fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

  constructor(
    private readonly catalogue: CatalogueService,
    private readonly designs: DesignRepository,
    private readonly reviews: ReviewRepository,
  ) {}

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

  async renderText(p: Payload<'renderText'>): Promise<Res<'renderText'>> {
    const entry = p.fontFile ? FONTS.find((f) => f.file === p.fontFile) : FONTS.find((f) => f.family === p.font);
    if (!entry) throw new ShopError(400, 'font', 'font-unknown', { font: p.fontFile ?? p.font });
    const font = await this.fonts.load(entry.file);
    try {
      return { done: true, svg: renderTextSvg(font, { text: p.text, color: p.color, rightToLeft: p.rightToLeft ?? entry.direction === 'rtl' }) };
    } catch (err) {
      throw new ShopError(400, 'text', 'text-render-failed', { reason: (err as Error).message });
    }
  }

  async productReviews(p: Payload<'getProductReviews'>): Promise<Res<'getProductReviews'>> {
    await this.catalogue.product(p.productId);
    const page = p.page ?? 1;
    const found = await this.reviews.page(p.productId, page, REVIEWS_PER_PAGE);
    return {
      list: found.reviews.map(({ author, rating, title, body, date }) => ({ author, rating, title, body, date })),
      lastPage: Math.max(1, Math.ceil(found.total / REVIEWS_PER_PAGE)),
      summary: { average: found.averageRating, count: found.total },
    };
  }
}
