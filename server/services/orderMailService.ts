// The shopper's mails (issue 28): the order placed and the order shipped, in the language the order was placed in.
// Sent by a job (server/jobs/backOffice.ts), so a mail server that is down delays a mail, never an order; each mail is
// recorded in the order's history, and a job run twice does not send it twice once it is recorded.
import { formatMoney, t } from '../i18n';
import type { Mailer } from '../mail/mailer';
import type { OrderAdminRepository } from '../repositories/orderAdminRepository';
import type { OrderRepository } from '../repositories/orderRepository';

export type OrderMailKind = 'placed' | 'shipped';

export class OrderMailService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly admin: OrderAdminRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends one mail of an order; `orderPath` is the order link's path (the placed mail carries it). */
  async send(orderId: number, kind: OrderMailKind, orderPath?: string): Promise<'sent' | 'already-sent' | 'no-order'> {
    const order = await this.orders.byId(orderId);
    if (!order) return 'no-order';
    const detail = `${kind} to ${order.contact.email}`;
    if (await this.admin.hasEvent(orderId, 'mail', detail)) return 'already-sent';
    const l = order.locale;
    const params = {
      name: order.contact.name,
      number: order.number,
      total: formatMoney(order.grandTotal, l),
      url: orderPath ? `${this.publicUrl}${orderPath}` : this.publicUrl,
      tracking: order.trackingNumber ?? '',
    };
    await this.mailer.send({ to: order.contact.email, subject: t(l, `mail-${kind}-subject`, params), text: t(l, `mail-${kind}-text`, params) });
    await this.admin.record({ orderId, kind: 'mail', detail, at: this.now().toISOString() });
    return 'sent';
  }
}
