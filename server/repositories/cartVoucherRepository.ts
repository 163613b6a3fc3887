import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Voucher } from '../catalog/model';

/** Vouchers of the catalogue seed (read only) and the conversion events relay: SQL only. */
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

export class CartEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async store(event: string, payload: unknown, now: string): Promise<void> {
    await this.db.insertInto('conversion_events').values({ event, payload: JSON.stringify(payload), created_at: now }).execute();
  }

  async count(event?: string): Promise<number> {
    let q = this.db.selectFrom('conversion_events').select((eb) => eb.fn.countAll().as('n'));
    if (event) q = q.where('event', '=', event);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
}
