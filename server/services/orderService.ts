// Orders (issue 14): placing one from the cart (contact checked, lines, totals and voucher frozen, the cart emptied,
// one order per idempotency key even when two placements race), and the confirmation page's view of it. No HTTP here.
import crypto from 'node:crypto';
import type { Payload, ResponseInput } from '../../contract';
import { pagePath } from '../../contract/pages';
import { orderContactProblems, type OrderContact, type OrderField } from '../../rules/order';
import { formatMoney, t } from '../i18n';
import type { CartRow } from '../repositories/cartRepository';
import type { CartItemRow } from '../repositories/cartItemRepository';
import type { CartTransactions } from '../repositories/cartTransaction';
import type { NewOrderLine, OrderLineRow, OrderRepository, OrderRow } from '../repositories/orderRepository';
import type { CatalogueService } from './catalogueService';
import { CART_CURRENCY } from './cartPresenter';
import { FREE_SHIPPING_REFERENCES } from './cartExtras';
import { cartTotals, lineTotal } from './cartTotals';
import { hashToken } from './cartTokens';
import { linePicture } from './linePicture';
import { ShopError } from './shopError';
import { isOrderStatus } from '../../rules/orderStatus';
import { hasMaster } from '../print/masters';
import { productionOf, shoppersArtwork } from '../print/production';

export const ORDER_STATUS = 'awaiting-payment';

/** The contact or address has problems: the route answers 400 with each field's translated message. */
export class OrderInvalid extends ShopError {
  constructor(readonly problems: { field: OrderField; key: string }[]) {
    super(400, 'order-invalid', 'order-invalid', {});
  }
}

/** Hands the lines of a new order that are made to the print jobs (printJobs.ts). */
export type PrintRequest = (lineIds: number[]) => Promise<void>;

/** Tells the shopper a new order is placed (a mail job, server/jobs/backOffice.ts), with its link's path. */
export type PlacedMailRequest = (orderId: number, orderPath: string) => Promise<void>;

/**
 * The order link's token, derived from the cart cookie's secret token and the idempotency key: a retry from the same
 * browser computes the same link (the database keeps only its hash), and nobody without the cookie can.
 */
export const orderLinkToken = (cartToken: string, idempotencyKey: string) =>
  crypto.createHmac('sha256', cartToken).update(`order:${idempotencyKey}`).digest('base64url');

/** The order page's path for a link's token: the one way the shop writes an order link (the page, the mails). */
export const orderPath = (token: string) => pagePath('order', { token });

export class OrderService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly transactions: CartTransactions,
    private readonly catalogue: CatalogueService,
    private requestPrint: PrintRequest = async () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The job engine connects itself once it has started (the service exists before it). */
  onPlaced(request: PrintRequest): void {
    this.requestPrint = request;
  }

  private requestPlacedMail: PlacedMailRequest = async () => {};

  /** The mail job connects itself once the job engine has started (issue 28). */
  onPlacedMail(request: PlacedMailRequest): void {
    this.requestPlacedMail = request;
  }

  async place(cart: CartRow | undefined, cartToken: string | undefined, p: Payload<'placeOrder'>, locale: string): Promise<ResponseInput<'placeOrder'>> {
    const problems = orderContactProblems(p.contact);
    if (problems.length) throw new OrderInvalid(problems);
    if (!cart || !cartToken) throw new ShopError(409, 'cart-empty', 'order-cart-empty');
    const contact = cleanContact(p.contact);
    const token = orderLinkToken(cartToken, p.idempotencyKey);
    const snap = await this.catalogue.load(); // before the lock: a query outside the transaction would wait on SQLite
    const now = this.now();
    // Under the cart's lock: a second placement of the same cart waits here, then finds the order (same key) or an
    // emptied cart (another key), so two racing placements make one order.
    const placed = await this.transactions.locked(cart.id, now.toISOString(), async ({ items, carts, vouchers, orders }) => {
      const existing = await orders.byIdempotencyKey(cart.id, p.idempotencyKey);
      if (existing) return { id: existing.id, number: existing.number, created: false, lineIds: [] as number[] };
      const lines = await items.list(cart.id);
      if (lines.length === 0) throw new ShopError(409, 'cart-empty', 'order-cart-empty');
      const fresh = (await carts.byId(cart.id)) ?? cart;
      const voucher = fresh.voucherCode ? await vouchers.byCode(fresh.voucherCode) : undefined;
      const freeShippingProducts = snap.products.filter((x) => FREE_SHIPPING_REFERENCES.includes(x.reference)).map((x) => x.id);
      const totals = cartTotals({ lines, voucher, shipping: snap.lists.shipping, now, freeShippingProducts });
      const applied = voucher && !totals.voucherRefusal ? { code: voucher.code, kind: voucher.kind, value: voucher.value } : null;
      const { id } = await orders.insert(
        {
          cartId: cart.id,
          idempotencyKey: p.idempotencyKey,
          accessHash: hashToken(token),
          status: ORDER_STATUS,
          locale,
          contact,
          voucher: applied,
          itemsTotal: totals.total,
          discount: totals.discount,
          shipping: totals.estimatedShippingTotal,
          grandTotal: totals.grandTotal,
          currency: CART_CURRENCY,
          createdAt: now.toISOString(),
        },
        orderLines(lines, (i) => productionOf(i.options, snap.byId.get(i.productId), snap.lists, hasMaster) !== null),
      );
      await items.clear(cart.id);
      await carts.setVoucher(cart.id, null, now.toISOString());
      const saved = await orders.lines(id);
      return {
        id,
        number: (await orders.byIdempotencyKey(cart.id, p.idempotencyKey))!.number,
        created: true,
        lineIds: saved.filter((l) => l.printStatus === 'pending').map((l) => l.id),
      };
    });
    if (!placed) throw new ShopError(409, 'cart-empty', 'order-cart-empty');
    // After the commit: a job that ran before it could not see its line. Lines left pending by a crash here are
    // queued again when the job engine starts (printJobs.ts).
    if (placed.lineIds.length) await this.requestPrint(placed.lineIds);
    if (placed.created) await this.requestPlacedMail(placed.id, orderPath(token));
    return { done: true, orderNumber: placed.number, orderUrl: orderPath(token), created: placed.created };
  }

  /** The order behind a link, or undefined. */
  async byToken(token: string): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
    const order = await this.orders.byAccessHash(hashToken(token));
    return order ? { order, lines: await this.orders.lines(order.id) } : undefined;
  }

  async view(token: string, locale: string): Promise<ResponseInput<'orderView'>> {
    const found = await this.byToken(token);
    if (!found) throw new ShopError(404, 'order', 'order-unknown');
    const { order, lines } = found;
    const snap = await this.catalogue.load();
    const c = order.contact;
    return {
      done: true,
      order: {
        number: order.number,
        status: isOrderStatus(order.status) ? order.status : ORDER_STATUS,
        ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
        createdAt: order.createdAt,
        contact: { name: c.name, email: c.email, street: c.street, postcode: c.postcode, city: c.city, country: c.country },
        lines: lines.map((l) => {
          const product = snap.byId.get(l.productId);
          // the cart's picture: the shopper's own artwork, else the catalogue's
          const image = linePicture(l.options, product, snap.lists) ?? product?.image;
          // A catalogue line is made too (issue 27), from the shop's artwork: its proof is the print shop's, not news
          // for the shopper. The proof shows where the line is made from the shopper's own design or words.
          const status = l.printStatus;
          const personalised = status !== 'none' && shoppersArtwork(l.options, product) !== null;
          return {
            id: l.id,
            title: l.title,
            description: l.description,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            total: lineTotal(l),
            formattedTotal: formatMoney(lineTotal(l), locale),
            ...(image ? { image } : {}),
            personalised,
            ...(!personalised
              ? {}
              : // the proof shows as soon as it is rendered, while the print files are still being made
                {
                  proof: {
                    status: l.proofKey && status === 'pending' ? 'ready' : status,
                    ...(l.proofKey ? { url: `/ajax/order/${token}/proof/${l.id}` } : {}),
                  },
                }),
          };
        }),
        ...(order.voucher ? { voucher: order.voucher.code } : {}),
        currency: order.currency,
        itemsTotal: order.itemsTotal,
        discount: order.discount,
        shipping: order.shipping,
        grandTotal: order.grandTotal,
        formatted: {
          itemsTotal: formatMoney(order.itemsTotal, locale),
          discount: formatMoney(order.discount, locale),
          shipping: formatMoney(order.shipping, locale),
          grandTotal: formatMoney(order.grandTotal, locale),
        },
      },
    };
  }

  /** Each problem translated, keyed by its field: what the checkout form shows beside the field. */
  static issues(err: OrderInvalid, locale: string): { path: string; message: string }[] {
    return err.problems.map((p) => ({ path: `contact.${p.field}`, message: t(locale, p.key as Parameters<typeof t>[1]) }));
  }
}

function cleanContact(c: OrderContact): OrderContact {
  const trim = (s: string) => s.trim().replace(/\s+/g, ' ');
  return {
    name: trim(c.name),
    email: c.email.trim(),
    ...(c.phone?.trim() ? { phone: trim(c.phone) } : {}),
    street: trim(c.street),
    postcode: trim(c.postcode).toUpperCase(),
    city: trim(c.city),
    country: c.country.trim().toUpperCase(),
  };
}

/** Cart items as order lines, parents before their children (positions in the cart's order); a line that is made waits for its files. */
function orderLines(items: CartItemRow[], isMade: (i: CartItemRow) => boolean): NewOrderLine[] {
  const position = new Map(items.map((i, n) => [i.id, n + 1]));
  return items.map((i) => ({
    position: position.get(i.id)!,
    parentPosition: i.parentId === null ? null : (position.get(i.parentId) ?? null),
    productId: i.productId,
    kind: i.kind,
    title: i.title,
    description: i.description,
    options: i.options,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    printStatus: isMade(i) ? 'pending' : 'none',
  }));
}
