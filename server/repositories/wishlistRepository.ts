import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type WishlistKind = 'product' | 'design';

export class WishlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ids(owner: string, kind: WishlistKind): Promise<number[]> {
    const rows = await this.db
      .selectFrom('wishlist_items')
      .select('item_id')
      .where('owner_hash', '=', owner)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.item_id);
  }

  /** Adds the item, or removes it when it was there; answers what happened. Safe under double clicks. */
  async toggle(owner: string, kind: WishlistKind, id: number): Promise<'add' | 'remove'> {
    const removed = await this.db
      .deleteFrom('wishlist_items')
      .where('owner_hash', '=', owner)
      .where('kind', '=', kind)
      .where('item_id', '=', id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return 'remove';
    await this.db
      .insertInto('wishlist_items')
      .values({ owner_hash: owner, kind, item_id: id, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['owner_hash', 'kind', 'item_id']).doNothing())
      .execute();
    return 'add';
  }
}
