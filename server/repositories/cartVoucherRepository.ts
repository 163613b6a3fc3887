import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Voucher } from '../catalog/model';

/** Vouchers of the catalogue seed (read only): SQL only. */
export class CartVoucherRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Exact match on the stored code (codes are stored in upper-case ASCII). */
  async byCode(code: string): Promise<Voucher | undefined> {
    const r = await this.db.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
    if (!r) return undefined;
    return {
      code: r.code,
      kind: r.kind as Voucher['kind'],
      value: Number(r.value),
      ...(r.valid_from ? { validFrom: r.valid_from } : {}),
      ...(r.valid_to ? { validTo: r.valid_to } : {}),
      ...(r.minimum_total != null ? { minimumTotal: Number(r.minimum_total) } : {}),
    };
  }
}
