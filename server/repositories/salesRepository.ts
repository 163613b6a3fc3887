import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What shoppers put in carts and orders, for the sliders: units per product (best-sellers) and products that share a
 * cart or an order with a given product (related). Only the shopper's own lines count (kind 'product'), not the
 * extras, services and accessories the shop adds beside them.
 */
export class SalesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Units per product id over every cart line and order line; an order counts on top of the cart it came from. */
  async unitsByProduct(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom((eb) =>
        eb
          .selectFrom('cart_items')
          .select(['product_id', 'quantity'])
          .where('kind', '=', 'product')
          .unionAll(eb.selectFrom('order_lines').select(['product_id', 'quantity']).where('kind', '=', 'product'))
          .as('lines'),
      )
      .select((eb) => ['lines.product_id', eb.fn.sum<number | string>('lines.quantity').as('units')])
      .groupBy('lines.product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
  }

  /** Products found in the same carts or orders as `productId`, with the number of carts and orders they share. */
  async boughtWith(productId: number): Promise<Map<number, number>> {
    const rows = await sql<{ product_id: number; baskets: number | string }>`
      select other.product_id, count(distinct other.basket) as baskets from (
        select 'c' || cart_id as basket, product_id from cart_items where kind = 'product'
        union all
        select 'o' || order_id as basket, product_id from order_lines where kind = 'product'
      ) other
      where other.product_id <> ${productId} and other.basket in (
        select 'c' || cart_id from cart_items where kind = 'product' and product_id = ${productId}
        union all
        select 'o' || order_id from order_lines where kind = 'product' and product_id = ${productId}
      )
      group by other.product_id`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.product_id, Number(r.baskets)]));
  }
}
