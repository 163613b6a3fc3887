import type { CartRepository } from '../repositories/cartRepository';

// Carts belong to anonymous visitors, so most are never checked out: without a purge the carts, sessions and items
// tables only grow. A cart nobody has used for the retention period (added to, viewed, changed, recovered through
// its link) is deleted with its items and sessions. The cart cookie lasts 30 days; recovery links in e-mails may be
// opened later, hence the longer default.

export const DEFAULT_CART_RETENTION_DAYS = 60;
/** How often a running server purges. */
export const CART_PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class CartRetention {
  constructor(
    private readonly carts: CartRepository,
    /** 0 keeps carts for ever. */
    readonly days: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Deletes the idle carts; answers how many went. */
  async purge(): Promise<number> {
    if (this.days <= 0) return 0;
    return this.carts.purgeIdle(new Date(this.now().getTime() - this.days * DAY_MS).toISOString());
  }

  /** Purges now and then every `everyMs`; the timer never keeps the process alive. Answers a function that stops it. */
  schedule(log: { info(msg: string): void; error(err: unknown): void }, everyMs = CART_PURGE_EVERY_MS): () => void {
    if (this.days <= 0) return () => {};
    const run = () =>
      this.purge().then(
        (n) => n > 0 && log.info(`deleted ${n} cart${n === 1 ? '' : 's'} unused for ${this.days} days`),
        (err) => log.error(err),
      );
    void run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
