import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Review } from '../catalog/model';

export interface ReviewPage {
  reviews: (Review & { id: number })[];
  total: number;
  averageRating: number;
}

export class ReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first; page is 1-based. */
  async page(productId: number, page: number, pageSize: number): Promise<ReviewPage> {
    const rows = await this.db
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const agg = await this.db
      .selectFrom('reviews')
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.avg('rating').as('average')])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return {
      reviews: rows.map((r) => ({ id: r.id, productId: r.product_id, author: r.author, rating: r.rating, title: r.title, body: r.body, date: r.date })),
      total: Number(agg.total),
      averageRating: agg.average == null ? 0 : Math.round(Number(agg.average) * 10) / 10,
    };
  }

  /** Number of reviews per product id. */
  async countsByProduct(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('reviews')
      .select((eb) => ['product_id', eb.fn.countAll().as('count')])
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, Number(r.count)]));
  }
}
