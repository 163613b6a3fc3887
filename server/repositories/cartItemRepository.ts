import { MAX_QUANTITY } from '../../rules/quantity';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface CartItemRow {
  id: number;
  cartId: number;
  parentId: number | null;
  productId: number;
  kind: string;
  quantity: number;
  minQuantity: number;
  title: string;
  description: string;
  options: Record<string, unknown>;
  unitPrice: number;
  isLocked: boolean;
  linkToParent: boolean;
}

/** An item to insert; `children` are inserted after it with parent_id set to its new id. */
export type NewCartItem = Omit<CartItemRow, 'id' | 'cartId' | 'parentId'> & { children?: NewCartItem[] };

type Row = Record<string, unknown>;

function fromRow(r: Record<string, unknown>): CartItemRow {
  return {
    id: Number(r.id),
    cartId: Number(r.cart_id),
    parentId: r.parent_id == null ? null : Number(r.parent_id),
    productId: Number(r.product_id),
    kind: String(r.kind),
    quantity: Number(r.quantity),
    minQuantity: Number(r.min_quantity),
    title: String(r.title),
    description: String(r.description),
    options: JSON.parse(String(r.options)) as Record<string, unknown>,
    unitPrice: Number(r.unit_price),
    isLocked: Number(r.is_locked) === 1,
    linkToParent: Number(r.link_to_parent) === 1,
  };
}

/** Runs `fn` in a transaction: the repository's own, or the one it was made with (a locked cart's, cartTransaction.ts). */
function inTransaction<T>(db: Kysely<Database>, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<Database>) : db.transaction().execute(fn);
}

/** Cart items: SQL only. Every read and write names the cart, so an item of another cart is simply not found. */
export class CartItemRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Empties the cart (an order was placed from it). */
  async clear(cartId: number): Promise<void> {
    await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  }

  async list(cartId: number): Promise<CartItemRow[]> {
    const rows = await this.db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
    return rows.map((r) => fromRow(r as unknown as Row));
  }

  async get(cartId: number, itemId: number): Promise<CartItemRow | undefined> {
    const r = await this.db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('id', '=', itemId).executeTakeFirst();
    return r ? fromRow(r as unknown as Row) : undefined;
  }

  /** Inserts items (and their children) in one transaction; answers the new ids in insertion order. */
  async insert(cartId: number, items: NewCartItem[], now: string): Promise<number[]> {
    return inTransaction(this.db, (trx) => this.insertIn(trx, cartId, items, null, now));
  }

  /**
   * Replaces an item's configuration and, when `children` is given, its linked children, in one transaction.
   * Answers the ids of the item and its new children, or undefined when the item is not in this cart (or locked).
   */
  async replace(cartId: number, itemId: number, item: NewCartItem, now: string): Promise<number[] | undefined> {
    return inTransaction(this.db, async (trx) => {
      const r = await trx
        .updateTable('cart_items')
        .set({
          quantity: item.quantity,
          title: item.title,
          description: item.description,
          options: JSON.stringify(item.options),
          unit_price: item.unitPrice,
        })
        .where('cart_id', '=', cartId)
        .where('id', '=', itemId)
        .where('is_locked', '=', 0)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      if (!item.children) return [itemId];
      await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).where('parent_id', '=', itemId).execute();
      return [itemId, ...(await this.insertIn(trx, cartId, item.children, itemId, now))];
    });
  }

  private async insertIn(trx: Transaction<Database>, cartId: number, items: NewCartItem[], parentId: number | null, now: string): Promise<number[]> {
    const ids: number[] = [];
    for (const item of items) {
      const row = await trx
        .insertInto('cart_items')
        .values({
          cart_id: cartId,
          parent_id: parentId,
          product_id: item.productId,
          kind: item.kind,
          quantity: item.quantity,
          min_quantity: item.minQuantity,
          title: item.title,
          description: item.description,
          options: JSON.stringify(item.options),
          unit_price: item.unitPrice,
          is_locked: item.isLocked ? 1 : 0,
          link_to_parent: item.linkToParent ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
      if (item.children?.length) ids.push(...(await this.insertIn(trx, cartId, item.children, Number(row.id), now)));
    }
    return ids;
  }

  /**
   * Adds `delta` to an unlocked item's quantity in ONE statement (quantity = quantity + delta), so concurrent
   * changes never overwrite each other. Refused (false) when the result would leave min_quantity..MAX.
   */
  async adjustQuantity(cartId: number, itemId: number, delta: number): Promise<boolean> {
    const r = await this.db
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
      .where('cart_id', '=', cartId)
      .where('id', '=', itemId)
      .where('is_locked', '=', 0)
      .where((eb) => eb.and([eb(eb('quantity', '+', delta), '>=', eb.ref('min_quantity')), eb(eb('quantity', '+', delta), '<=', MAX_QUANTITY)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Sets a quantity in one statement, within the item's range: concurrent sets never add up, the last one stays. */
  async setQuantity(cartId: number, itemId: number, quantity: number): Promise<boolean> {
    if (quantity > MAX_QUANTITY) return false;
    const r = await this.db
      .updateTable('cart_items')
      .set({ quantity })
      .where('cart_id', '=', cartId)
      .where('id', '=', itemId)
      .where('is_locked', '=', 0)
      .where('min_quantity', '<=', quantity)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Deletes an item and every item added with it. Answers how many rows went. */
  async removeWithChildren(cartId: number, itemId: number): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const children = await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).where('parent_id', '=', itemId).executeTakeFirst();
      const item = await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', '=', itemId).executeTakeFirst();
      return Number(children.numDeletedRows) + Number(item.numDeletedRows);
    });
  }

  /** Deletes a control/charger item brought down to 0. */
  async removeIfEmpty(cartId: number, itemId: number): Promise<void> {
    await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', '=', itemId).where('quantity', '=', 0).execute();
  }

  async removeProducts(cartId: number, productIds: number[]): Promise<number> {
    if (!productIds.length) return 0;
    const r = await this.db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('product_id', 'in', productIds).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
