import type { Kysely } from 'kysely';
import type { OrderContact } from '../../rules/order';
import type { Database } from '../db/schema';

export type PrintStatus = 'none' | 'pending' | 'ready' | 'failed';

export interface OrderRow {
  id: number;
  number: string;
  cartId: number;
  status: string;
  locale: string;
  contact: OrderContact;
  voucher: { code: string; kind: string; value: number } | null;
  itemsTotal: number;
  discount: number;
  shipping: number;
  grandTotal: number;
  currency: string;
  createdAt: string;
  /** The parcel's, once shipped (issue 28). */
  trackingNumber?: string;
}

export interface OrderLineRow {
  id: number;
  orderId: number;
  position: number;
  parentPosition: number | null;
  productId: number;
  kind: string;
  title: string;
  description: string;
  options: Record<string, unknown>;
  quantity: number;
  unitPrice: number;
  printStatus: PrintStatus;
  printError: string | null;
  proofKey: string | null;
  pdfKey: string | null;
}

export type NewOrder = Omit<OrderRow, 'id' | 'number'> & { idempotencyKey: string; accessHash: string };
export type NewOrderLine = Omit<OrderLineRow, 'id' | 'orderId' | 'printError' | 'proofKey' | 'pdfKey'>;

type Row = Record<string, unknown>;

function order(r: Row): OrderRow {
  return {
    id: Number(r.id),
    number: String(r.number),
    cartId: Number(r.cart_id),
    status: String(r.status),
    locale: String(r.locale),
    contact: JSON.parse(String(r.contact)) as OrderContact,
    voucher: r.voucher == null ? null : (JSON.parse(String(r.voucher)) as OrderRow['voucher']),
    itemsTotal: Number(r.items_total),
    discount: Number(r.discount),
    shipping: Number(r.shipping),
    grandTotal: Number(r.grand_total),
    currency: String(r.currency),
    createdAt: String(r.created_at),
    ...(r.tracking_number ? { trackingNumber: String(r.tracking_number) } : {}),
  };
}

function line(r: Row): OrderLineRow {
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    position: Number(r.position),
    parentPosition: r.parent_position == null ? null : Number(r.parent_position),
    productId: Number(r.product_id),
    kind: String(r.kind),
    title: String(r.title),
    description: String(r.description),
    options: JSON.parse(String(r.options)) as Record<string, unknown>,
    quantity: Number(r.quantity),
    unitPrice: Number(r.unit_price),
    printStatus: String(r.print_status) as PrintStatus,
    printError: r.print_error == null ? null : String(r.print_error),
    proofKey: r.proof_key == null ? null : String(r.proof_key),
    pdfKey: r.pdf_key == null ? null : String(r.pdf_key),
  };
}

/** The shop's order number: the day it was placed and its id, e.g. AT-20261124-000042. */
export const orderNumber = (id: number, createdAt: string) => `AT-${createdAt.slice(0, 10).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;

/** Orders and their lines: SQL only. Placing runs inside a cart's locked transaction (cartTransaction.ts). */
export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the order and its lines; answers its id and number. */
  async insert(o: NewOrder, lines: NewOrderLine[]): Promise<{ id: number; number: string }> {
    const row = await this.db
      .insertInto('orders')
      .values({
        number: `placing-${o.accessHash}`,
        cart_id: o.cartId,
        idempotency_key: o.idempotencyKey,
        access_hash: o.accessHash,
        status: o.status,
        locale: o.locale,
        contact: JSON.stringify(o.contact),
        email: o.contact.email.toLowerCase(),
        voucher: o.voucher ? JSON.stringify(o.voucher) : null,
        items_total: o.itemsTotal,
        discount: o.discount,
        shipping: o.shipping,
        grand_total: o.grandTotal,
        currency: o.currency,
        created_at: o.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const number = orderNumber(id, o.createdAt);
    await this.db.updateTable('orders').set({ number }).where('id', '=', id).execute();
    for (const l of lines) {
      await this.db
        .insertInto('order_lines')
        .values({
          order_id: id,
          position: l.position,
          parent_position: l.parentPosition,
          product_id: l.productId,
          kind: l.kind,
          title: l.title,
          description: l.description,
          options: JSON.stringify(l.options),
          quantity: l.quantity,
          unit_price: l.unitPrice,
          print_status: l.printStatus,
        })
        .execute();
    }
    return { id, number };
  }

  async byIdempotencyKey(cartId: number, key: string): Promise<OrderRow | undefined> {
    const r = await this.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).where('idempotency_key', '=', key).executeTakeFirst();
    return r ? order(r as unknown as Row) : undefined;
  }

  /** The order behind a link: its first (placed) link, or one a later mail carried (order_links). */
  async byAccessHash(hash: string): Promise<OrderRow | undefined> {
    const r = await this.db
      .selectFrom('orders')
      .selectAll()
      .where((eb) => eb.or([eb('access_hash', '=', hash), eb('id', 'in', eb.selectFrom('order_links').select('order_id').where('access_hash', '=', hash))]))
      .executeTakeFirst();
    return r ? order(r as unknown as Row) : undefined;
  }

  /** Keeps a further link to an order: only its token's hash. */
  async addLink(orderId: number, hash: string, at: string): Promise<void> {
    await this.db.insertInto('order_links').values({ access_hash: hash, order_id: orderId, created_at: at }).execute();
  }

  async byId(id: number): Promise<OrderRow | undefined> {
    const r = await this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? order(r as unknown as Row) : undefined;
  }

  async byNumber(number: string): Promise<OrderRow | undefined> {
    const r = await this.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirst();
    return r ? order(r as unknown as Row) : undefined;
  }

  /** Newest first. */
  async list(limit: number): Promise<OrderRow[]> {
    const rows = await this.db.selectFrom('orders').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => order(r as unknown as Row));
  }

  async lines(orderId: number): Promise<OrderLineRow[]> {
    const rows = await this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
    return rows.map((r) => line(r as unknown as Row));
  }

  async line(lineId: number): Promise<(OrderLineRow & { orderNumber: string }) | undefined> {
    const r = await this.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .selectAll('order_lines')
      .select('orders.number as order_number')
      .where('order_lines.id', '=', lineId)
      .executeTakeFirst();
    return r ? { ...line(r as unknown as Row), orderNumber: String((r as unknown as Row).order_number) } : undefined;
  }

  /** Lines still waiting for their print files (a restart re-queues them). */
  async pendingLines(): Promise<number[]> {
    const rows = await this.db.selectFrom('order_lines').select('id').where('print_status', '=', 'pending').orderBy('id').execute();
    return rows.map((r) => Number(r.id));
  }

  async printed(lineId: number, files: { proofKey: string; pdfKey: string }, now: string): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ print_status: 'ready', proof_key: files.proofKey, pdf_key: files.pdfKey, print_error: null, printed_at: now })
      .where('id', '=', lineId)
      .execute();
  }

  /** The proof is rendered: the confirmation page shows it while the print files are still being made. */
  async proofReady(lineId: number, proofKey: string): Promise<void> {
    await this.db.updateTable('order_lines').set({ proof_key: proofKey }).where('id', '=', lineId).execute();
  }

  async printFailed(lineId: number, error: string): Promise<void> {
    await this.db
      .updateTable('order_lines')
      .set({ print_status: 'failed', print_error: error.slice(0, 1000) })
      .where('id', '=', lineId)
      .execute();
  }
}
