// The back office's orders (issue 28): the search, an order with its lines' options and files and its history, status
// changes checked by the one rule (rules/orderStatus.ts) and recorded with who made them, and rendering a line's files
// again. No HTTP here: the routes check the staff session first and pass who it is.
import type { ResponseInput } from '../../contract';
import { ADMIN_PAGE_SIZE } from '../../contract/admin';
import { canMoveTo, isOrderStatus, nextStatuses, type OrderStatus } from '../../rules/orderStatus';
import { formatMoney } from '../i18n';
import type { OrderAdminRepository } from '../repositories/orderAdminRepository';
import type { OrderLineRow, OrderRepository, OrderRow } from '../repositories/orderRepository';
import { itemParts } from './cartDescription';
import { lineTotal } from './cartTotals';
import { linePicture } from './linePicture';
import type { CatalogueService, CatalogueSnapshot } from './catalogueService';
import type { PrintFile, PrintService } from './printService';
import { ShopError } from './shopError';
import type { Staff } from './staffService';

/** Staff read amounts as the shop keeps them, in euros. */
const STAFF_LOCALE = 'en';

/** The print queue as the back office sees it; the job engine attaches it when it starts (server/jobs/). */
export interface PrintQueueControl {
  engine: 'pg-boss' | 'sqlite';
  /** The print jobs, newest first: the line each renders, its state, its runs and its last error. */
  jobs(limit: number): Promise<{ lineId: number; state: 'waiting' | 'running' | 'failed' | 'done'; attempts: number; error?: string; updatedAt: string }[]>;
  /** Queues the line's print job (nothing when one is already waiting). */
  render(lineId: number): Promise<void>;
}

/** Tells the shopper by mail (queued as a job: server/jobs/mailJobs.ts). */
export type MailRequest = (orderId: number, kind: 'shipped') => Promise<void>;

type OrderView = ResponseInput<'adminOrder'>;
export type PrintJobView = ResponseInput<'adminPrintJobs'>['jobs'][number];

export class OrderAdminService {
  private queue?: PrintQueueControl;
  private requestMail: MailRequest = async () => {};

  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: OrderAdminRepository,
    /** A line's production files (issue 27): the one list the print shop's routes and the command line read too. */
    private readonly print: Pick<PrintService, 'filesOf'>,
    /** Names a line's options as the shop does (the colour's name, not its id). */
    private readonly catalogue: Pick<CatalogueService, 'load'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The job engine connects itself once it has started. */
  attach(queue: PrintQueueControl, mail: MailRequest): void {
    this.queue = queue;
    this.requestMail = mail;
  }

  async list(p: { q?: string; status?: OrderStatus; page?: number }): Promise<ResponseInput<'adminOrders'>> {
    const page = p.page ?? 1;
    const { rows, total } = await this.admin.search({ q: p.q || undefined, status: p.status, offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
    return {
      done: true,
      orders: rows.map((r) => {
        const c = JSON.parse(r.contact) as OrderRow['contact'];
        return {
          number: r.number,
          status: statusOf(r.status),
          createdAt: r.createdAt,
          name: c.name,
          email: c.email,
          lines: r.lines,
          formattedTotal: formatMoney(r.grandTotal, STAFF_LOCALE),
        };
      }),
      page,
      pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      total,
    };
  }

  async view(number: string): Promise<OrderView> {
    const order = await this.orders.byNumber(number);
    if (!order) throw new ShopError(404, 'order', 'admin-order-unknown', { number });
    const [lines, events, tracking, snap] = await Promise.all([
      this.orders.lines(order.id),
      this.admin.events(order.id),
      this.admin.trackingNumber(order.id),
      this.catalogue.load(),
    ]);
    const status = statusOf(order.status);
    const c = order.contact;
    const base = `/ajax/admin/orders/${encodeURIComponent(order.number)}/lines`;
    return {
      done: true,
      order: {
        number: order.number,
        status,
        next: [...nextStatuses(status)],
        createdAt: order.createdAt,
        locale: order.locale,
        ...(tracking ? { trackingNumber: tracking } : {}),
        contact: {
          name: c.name,
          email: c.email,
          ...(c.phone ? { phone: c.phone } : {}),
          street: c.street,
          postcode: c.postcode,
          city: c.city,
          country: c.country,
        },
        lines: await Promise.all(lines.map(async (l) => lineView(l, snap, `${base}/${l.id}`, await this.print.filesOf(order.number, l.id)))),
        ...(order.voucher ? { voucher: order.voucher.code } : {}),
        formatted: {
          itemsTotal: formatMoney(order.itemsTotal, STAFF_LOCALE),
          discount: formatMoney(order.discount, STAFF_LOCALE),
          shipping: formatMoney(order.shipping, STAFF_LOCALE),
          grandTotal: formatMoney(order.grandTotal, STAFF_LOCALE),
        },
        history: [
          { at: order.createdAt, kind: 'placed' as const, status: 'awaiting-payment' as const },
          ...events.map((e) => ({
            at: e.createdAt,
            kind: e.kind,
            ...(e.status && isOrderStatus(e.status) ? { status: e.status } : {}),
            ...(e.lineId ? { lineId: e.lineId } : {}),
            ...(e.detail ? { detail: e.detail } : {}),
            ...(e.staffName ? { by: e.staffName } : {}),
          })),
        ],
      },
    };
  }

  /**
   * Moves the order on, when the rule allows it from the status the staff member saw: a change someone made meanwhile
   * is refused (409), never overwritten. Shipping needs the parcel's tracking number and mails the shopper.
   */
  async setStatus(number: string, p: { from: OrderStatus; status: OrderStatus; trackingNumber?: string }, by: Staff): Promise<OrderView> {
    const order = await this.orders.byNumber(number);
    if (!order) throw new ShopError(404, 'order', 'admin-order-unknown', { number });
    if (!canMoveTo(p.from, p.status)) throw new ShopError(409, 'order-status', 'admin-status-not-allowed', { from: p.from, to: p.status });
    if (p.status === 'shipped' && !p.trackingNumber) throw new ShopError(400, 'tracking-number', 'admin-tracking-required');
    const changed = await this.admin.changeStatus({
      orderId: order.id,
      from: p.from,
      to: p.status,
      trackingNumber: p.status === 'shipped' ? p.trackingNumber : undefined,
      staffId: by.id,
      staffName: by.name,
      at: this.now().toISOString(),
    });
    if (!changed) throw new ShopError(409, 'order-status', 'admin-status-stale', { status: order.status });
    if (p.status === 'shipped') await this.requestMail(order.id, 'shipped');
    return this.view(number);
  }

  /** Renders a line's files again: the line waits for them (the shopper's page says so) and its job is queued. */
  async renderAgain(number: string, lineId: number, by: Staff): Promise<OrderView> {
    const order = await this.orders.byNumber(number);
    const line = order ? (await this.orders.lines(order.id)).find((l) => l.id === lineId) : undefined;
    if (!order || !line || line.printStatus === 'none') throw new ShopError(404, 'order', 'admin-line-unknown', { number, line: lineId });
    await this.queueRender(order.id, lineId, by, 'queued again');
    return this.view(number);
  }

  async printJobs(state?: PrintJobView['state']): Promise<ResponseInput<'adminPrintJobs'>> {
    const queue = this.jobQueue();
    const seen = new Set<number>();
    // the newest job of each line: a line rendered again has its older jobs behind it
    const jobs = (await queue.jobs(1000)).filter((j) => !seen.has(j.lineId) && seen.add(j.lineId));
    const chosen = jobs.filter((j) => !state || j.state === state).slice(0, 200);
    const lines = new Map<number, OrderLineRow & { orderNumber: string }>();
    for (const j of chosen) {
      const l = await this.orders.line(j.lineId);
      if (l) lines.set(j.lineId, l);
    }
    return {
      done: true,
      engine: queue.engine,
      jobs: chosen
        .filter((j) => lines.has(j.lineId))
        .map((j) => ({
          lineId: j.lineId,
          orderNumber: lines.get(j.lineId)!.orderNumber,
          title: lines.get(j.lineId)!.title,
          state: j.state,
          attempts: j.attempts,
          ...(j.error ? { error: j.error.slice(0, 1000) } : {}),
          updatedAt: j.updatedAt,
        })),
    };
  }

  /** Runs a failed job again, from its first attempt. */
  async retry(lineId: number, by: Staff): Promise<void> {
    const job = (await this.jobQueue().jobs(1000)).find((j) => j.lineId === lineId);
    const line = await this.orders.line(lineId);
    if (!job || !line || job.state !== 'failed') throw new ShopError(409, 'print-job', 'admin-job-not-failed', { line: lineId });
    const order = await this.orders.byNumber(line.orderNumber);
    await this.queueRender(order!.id, lineId, by, 'retried');
  }

  private async queueRender(orderId: number, lineId: number, by: Staff, detail: string): Promise<void> {
    const queue = this.jobQueue();
    await this.admin.reprint(lineId);
    await this.admin.record({ orderId, kind: 'render', lineId, detail, staff: by, at: this.now().toISOString() });
    await queue.render(lineId);
  }

  private jobQueue(): PrintQueueControl {
    if (!this.queue) throw new ShopError(503, 'print-queue', 'admin-queue-stopped');
    return this.queue;
  }
}

/** A status as stored; one this version does not know would be a bug, shown as awaiting payment rather than a 500. */
const statusOf = (s: string): OrderStatus => (isOrderStatus(s) ? s : 'awaiting-payment');

function lineView(l: OrderLineRow, snap: CatalogueSnapshot, base: string, files: PrintFile[] | undefined): OrderView['order']['lines'][number] {
  const product = snap.byId.get(l.productId);
  const image = linePicture(l.options, product, snap.lists);
  const hasDesign = typeof l.options.design === 'object' && l.options.design !== null;
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    quantity: l.quantity,
    formattedTotal: formatMoney(lineTotal(l), STAFF_LOCALE),
    // named as the shopper's cart and order page name them, in the staff's language; none for a product gone from the catalogue
    options: (product ? itemParts(product, snap, l.options, STAFF_LOCALE) : []).map((o) => ({ name: o.name, value: o.value.slice(0, 1000) })),
    ...(image ? { image } : {}),
    print: {
      status: l.printStatus,
      ...(l.printError ? { error: l.printError.slice(0, 1000) } : {}),
      ...(l.printStatus === 'ready' ? { proofUrl: `${base}/proof.png` } : {}),
      ...(hasDesign ? { designUrl: `${base}/design.json` } : {}),
      // a file's name is the list's data, put in the address as one path segment
      ...(files
        ? {
            files: files.map((f) => ({
              name: f.name,
              part: f.part,
              type: f.type,
              bytes: f.bytes,
              widthMm: f.widthMm,
              heightMm: f.heightMm,
              url: `${base}/files/${encodeURIComponent(f.name)}`,
            })),
          }
        : {}),
    },
  };
}
