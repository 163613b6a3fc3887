import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Voucher } from '../catalog/model';

/** Vouchers of the catalogue seed and their uses: SQL only. */
export class CartVoucherRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Exact match on the stored code (codes are stored in upper-case ASCII), with its uses so far. */
  async byCode(code: string): Promise<(Voucher & { uses: number }) | undefined> {
    const r = await this.db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
    if (!r) return undefined;
    return {
      code: r.code,
      kind: r.kind as Voucher['kind'],
      value: Number(r.value),
      ...(r.valid_from ? { validFrom: r.valid_from } : {}),
      ...(r.valid_to ? { validTo: r.valid_to } : {}),
      ...(r.minimum_total != null ? { minimumTotal: Number(r.minimum_total) } : {}),
      ...(r.max_uses != null ? { maxUses: Number(r.max_uses) } : {}),
      ...(r.max_uses_per_cart != null ? { maxUsesPerCart: Number(r.max_uses_per_cart) } : {}),
      ...(r.expires_at ? { expiresAt: r.expires_at } : {}),
      uses: Number(r.uses),
    };
  }

  /** How many times this cart has used the voucher. */
  async usesByCart(code: string, cartId: number): Promise<number> {
    const r = await this.db.selectFrom('cart_voucher_uses').select('uses').where('voucher_code', '=', code).where('cart_id', '=', cartId).executeTakeFirst();
    return r ? Number(r.uses) : 0;
  }

  /**
   * Counts one use, atomically: false (and nothing written) when the voucher is used up. The conditional UPDATE is
   * one statement, so concurrent redemptions of one voucher queue on its row and each re-reads `uses` (PostgreSQL
   * re-checks the WHERE after the first commits; SQLite runs one writer at a time): at most max_uses succeed.
   * Run it in the cart's locked transaction (cartTransaction.ts): the cart's own count is then not raced either.
   */
  async redeem(code: string, cartId: number, now: string): Promise<boolean> {
    const r = await this.db
      .updateTable('vouchers')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('code', '=', code)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    await this.db
      .insertInto('cart_voucher_uses')
      .values({ cart_id: cartId, voucher_code: code, uses: 1, created_at: now })
      .onConflict((oc) => oc.columns(['cart_id', 'voucher_code']).doUpdateSet((eb) => ({ uses: eb('cart_voucher_uses.uses', '+', 1) })))
      .execute();
    return true;
  }
}
