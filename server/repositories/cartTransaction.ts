import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { CartItemRepository } from './cartItemRepository';
import { CartRepository } from './cartRepository';
import { CartVoucherRepository } from './cartVoucherRepository';
import { OrderRepository } from './orderRepository';

/** The cart repositories bound to one transaction that holds a cart's lock. */
export interface LockedCart {
  carts: CartRepository;
  items: CartItemRepository;
  vouchers: CartVoucherRepository;
  orders: OrderRepository;
}

/**
 * Cart writes that check a cap or a limit before writing run here, one cart at a time (issue 10: concurrent adds
 * passed the caps on PostgreSQL because each request checked a cart the others were changing).
 */
export class CartTransactions {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `fn` in one transaction holding the cart's lock; answers undefined when the cart is gone. The lock is an
   * UPDATE of the cart row (it also stamps the cart as used): on PostgreSQL it takes the row lock SELECT ... FOR
   * UPDATE would, so a second request for the same cart waits here until the first commits, and then reads what the
   * first wrote; on SQLite it takes the database's write lock at once (a transaction that read first could not
   * upgrade against another process: SQLITE_BUSY). `fn` must read and write through the repositories it is given
   * only: a query outside the transaction would wait for the lock its own request holds.
   */
  async locked<T>(cartId: number, now: string, fn: (cart: LockedCart) => Promise<T>): Promise<T | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const r = await trx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      return fn(bind(trx));
    });
  }
}

const bind = (trx: Transaction<Database>): LockedCart => ({
  carts: new CartRepository(trx),
  items: new CartItemRepository(trx),
  vouchers: new CartVoucherRepository(trx),
  orders: new OrderRepository(trx),
});
