import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The conversion events relay (conversions_event): SQL only. */
export class CartEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async store(event: string, payload: unknown, now: string): Promise<void> {
    await this.db
      .insertInto('conversion_events')
      .values({ event, payload: JSON.stringify(payload), created_at: now })
      .execute();
  }

  async count(event?: string): Promise<number> {
    let q = this.db.selectFrom('conversion_events').select((eb) => eb.fn.countAll().as('n'));
    if (event) q = q.where('event', '=', event);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }
}
