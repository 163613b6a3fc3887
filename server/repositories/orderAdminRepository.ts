import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OrderEventRow {
  id: number;
  orderId: number;
  kind: 'status' | 'render' | 'mail';
  status: string | null;
  lineId: number | null;
  detail: string | null;
  staffName: string | null;
  createdAt: string;
}

export interface OrderListRow {
  id: number;
  number: string;
  status: string;
  createdAt: string;
  contact: string;
  grandTotal: number;
  lines: number;
}

/** What the back office reads and changes of orders (issue 28): the search, status changes and the history. SQL only. */
export class OrderAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first; `q` matches part of the number or of the e-mail (case-insensitive), `status` exactly. */
  async search(f: { q?: string; status?: string; offset: number; limit: number }): Promise<{ rows: OrderListRow[]; total: number }> {
    let query = this.db.selectFrom('orders');
    if (f.status) query = query.where('orders.status', '=', f.status);
    if (f.q) {
      // LIKE's own wildcards in the search are matched as characters
      const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb(sql`lower(orders.number)`, 'like', sql`${like} escape '\\'`), eb(sql`lower(orders.email)`, 'like', sql`${like} escape '\\'`)]),
      );
    }
    const total = Number((await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await query
      .select(['orders.id', 'orders.number', 'orders.status', 'orders.created_at', 'orders.contact', 'orders.grand_total'])
      .select((eb) => eb.selectFrom('order_lines').whereRef('order_lines.order_id', '=', 'orders.id').select(eb.fn.countAll().as('c')).as('lines'))
      .orderBy('orders.id', 'desc')
      .offset(f.offset)
      .limit(f.limit)
      .execute();
    return {
      total,
      rows: rows.map((r) => ({
        id: Number(r.id),
        number: r.number,
        status: r.status,
        createdAt: r.created_at,
        contact: r.contact,
        grandTotal: Number(r.grand_total),
        lines: Number(r.lines),
      })),
    };
  }

  async trackingNumber(orderId: number): Promise<string | null> {
    const r = await this.db.selectFrom('orders').select('tracking_number').where('id', '=', orderId).executeTakeFirst();
    return r?.tracking_number ?? null;
  }

  /**
   * Moves an order from `from` to `to` and records who did it, in one transaction. Answers false when the order was no
   * longer `from` (someone else changed it meanwhile): nothing is written.
   */
  async changeStatus(c: {
    orderId: number;
    from: string;
    to: string;
    trackingNumber?: string;
    staffId: number;
    staffName: string;
    at: string;
  }): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('orders')
        .set({ status: c.to, ...(c.trackingNumber ? { tracking_number: c.trackingNumber } : {}) })
        .where('id', '=', c.orderId)
        .where('status', '=', c.from)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return false;
      await tx
        .insertInto('order_events')
        .values({
          order_id: c.orderId,
          kind: 'status',
          status: c.to,
          line_id: null,
          detail: c.trackingNumber ?? null,
          staff_id: c.staffId,
          staff_name: c.staffName,
          created_at: c.at,
        })
        .execute();
      return true;
    });
  }

  async record(e: {
    orderId: number;
    kind: 'render' | 'mail';
    lineId?: number;
    detail: string;
    staff?: { id: number; name: string };
    at: string;
  }): Promise<void> {
    await this.db
      .insertInto('order_events')
      .values({
        order_id: e.orderId,
        kind: e.kind,
        status: null,
        line_id: e.lineId ?? null,
        detail: e.detail.slice(0, 1000),
        staff_id: e.staff?.id ?? null,
        staff_name: e.staff?.name ?? null,
        created_at: e.at,
      })
      .execute();
  }

  async hasEvent(orderId: number, kind: 'mail', detail: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', kind)
      .where('detail', '=', detail)
      .executeTakeFirst();
    return r !== undefined;
  }

  async events(orderId: number): Promise<OrderEventRow[]> {
    const rows = await this.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
    return rows.map((r) => ({
      id: Number(r.id),
      orderId: Number(r.order_id),
      kind: r.kind as OrderEventRow['kind'],
      status: r.status,
      lineId: r.line_id == null ? null : Number(r.line_id),
      detail: r.detail,
      staffName: r.staff_name,
      createdAt: r.created_at,
    }));
  }

  /** A line goes back to waiting for its files (rendered again): the shopper's page shows it being prepared. */
  async reprint(lineId: number): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ print_status: 'pending', print_error: null })
      .where('id', '=', lineId)
      .where('print_status', '!=', 'none')
      .execute();
  }
}
