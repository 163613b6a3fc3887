import { openMailer, type Mailer } from '../mail/mailer';
import { OrderAdminRepository } from '../repositories/orderAdminRepository';
import { OrderRepository } from '../repositories/orderRepository';
import type { Services } from '../services';
import { OrderMailService, type OrderMailKind } from '../services/orderMailService';
import type { JobQueue } from './queue';

// The back office's side of the job engine (issue 28): the print queue as staff see it (its jobs, rendering a line
// again) and the shopper's mails, queued as jobs on the same engine (pg-boss on PostgreSQL, the embedded queue on
// SQLite): a mail server that is down delays a mail and retries it, never fails an order or a status change.

export const MAIL_QUEUE = 'order-mail';

export interface BackOfficeOptions {
  printQueue: string;
  /** Queues a line's render as placing an order does (printJobs.ts). */
  render: (lineId: number) => Promise<void>;
  log: { info(msg: string): void; error(err: unknown): void };
  work: boolean;
  /** Tests: seconds before a failed mail is tried again. */
  mailRetryDelaySeconds?: number;
}

export async function connectBackOffice(queue: JobQueue, services: Services, opts: BackOfficeOptions): Promise<{ close(): void }> {
  const { db, config } = services;
  await queue.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelaySeconds: opts.mailRetryDelaySeconds ?? 30, expireInSeconds: 300 });
  const mailKey = (orderId: number, kind: OrderMailKind) => `${kind}-${orderId}`;
  const sendMail = (orderId: number, kind: OrderMailKind, orderPath?: string) =>
    queue.send(MAIL_QUEUE, { orderId, kind, ...(orderPath ? { orderPath } : {}) }, mailKey(orderId, kind));

  services.orders.onPlacedMail((orderId, orderPath) => sendMail(orderId, 'placed', orderPath));
  services.orderAdmin.attach(
    {
      engine: queue.kind,
      jobs: async (limit) =>
        (await queue.list(opts.printQueue, limit)).map((j) => ({
          lineId: Number(j.data.lineId),
          state: j.state,
          attempts: j.attempts,
          ...(j.error ? { error: j.error } : {}),
          updatedAt: j.updatedAt,
        })),
      render: opts.render,
    },
    (orderId, kind) => sendMail(orderId, kind),
  );

  let mailer: Mailer | undefined;
  if (opts.work) {
    mailer = openMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: opts.log });
    const mail = new OrderMailService(new OrderRepository(db.kysely), new OrderAdminRepository(db.kysely), mailer, config.publicUrl);
    await queue.work(MAIL_QUEUE, async (data) => {
      const kind = data.kind === 'shipped' ? 'shipped' : 'placed';
      const outcome = await mail.send(Number(data.orderId), kind, typeof data.orderPath === 'string' ? data.orderPath : undefined);
      opts.log.info(`order mail ${kind} of order ${String(data.orderId)}: ${outcome}`);
    });
  }
  return { close: () => mailer?.close() };
}
