import type { CallName, Payload, ResponseInput } from '../../contract';
import type { ReviewRepository } from '../repositories/reviewRepository';
import type { CatalogueService } from './catalogueService';

type Res<N extends CallName> = ResponseInput<N>;

export const REVIEWS_PER_PAGE = 5;

/** The reviews panel: a product's reviews a page at a time, with the rating summary. */
export class ReviewService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly reviews: ReviewRepository,
  ) {}

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
