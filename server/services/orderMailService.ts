// The shopper's mails (issue 28): the order placed and the order shipped, in the language the order was placed in.
// Sent by a job (server/jobs/backOffice.ts), so a mail server that is down delays a mail, never an order; each mail is
// recorded in the order's history, and a job run twice does not send it twice once it is recorded.
import { formatMoney, t } from '../i18n';
import type { Mailer } from '../mail/mailer';
import type { OrderAdminRepository } from '../repositories/orderAdminRepository';
import type { OrderRepository } from '../repositories/orderRepository';
import { hashToken, newSessionToken } from './cartTokens';
import { orderPath } from './orderService';

export type OrderMailKind = 'placed' | 'shipped';

export class OrderMailService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: OrderAdminRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Sends one mail of an order, with the order page's link: `placedPath` is the link the order was placed with (the
   * placed mail's job carries it); a later mail gets a link of its own, since only a link's hash is kept.
   */
  async send(orderId: number, kind: OrderMailKind, placedPath?: string): Promise<'sent' | 'already-sent' | 'no-order'> {
    const order = await this.orders.byId(orderId);
    if (!order) return 'no-order';
    const detail = `${kind} to ${order.contact.email}`;
    if (await this.admin.hasEvent(orderId, 'mail', detail)) return 'already-sent';
    const l = order.locale;
    const params = {
      name: order.contact.name,
      number: order.number,
      total: formatMoney(order.grandTotal, l),
      url: `${this.publicUrl}${placedPath ?? (await this.newLink(orderId))}`,
      tracking: order.trackingNumber ?? '',
    };
    await this.mailer.send({ to: order.contact.email, subject: t(l, `mail-${kind}-subject`, params), text: t(l, `mail-${kind}-text`, params) });
    await this.admin.record({ orderId, kind: 'mail', detail, at: this.now().toISOString() });
    return 'sent';
  }

  /** A further link to the order (256 random bits; the database keeps its hash), as the order page's path. */
  private async newLink(orderId: number): Promise<string> {
    const token = newSessionToken();
    await this.orders.addLink(orderId, hashToken(token), this.now().toISOString());
    return orderPath(token);
  }
}
