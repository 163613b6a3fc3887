import type { Services } from '../services';
import { CART_PURGE_EVERY_MS } from '../services/cartRetention';
import { LocalQueue } from './localQueue';
import { PgBossQueue } from './pgBossQueue';
import type { JobQueue } from './queue';
import { connectBackOffice } from './backOffice';

// The shop's jobs (issues 14 and 27): for each order line that is made, a proof job and a print job keyed by the line,
// and the idle-cart purge on a schedule that one process runs (pg-boss sends a scheduled job once across all
// processes; on SQLite the one process owns the queue). The render itself runs in the print service's render process,
// within its memory and time limits (server/print/renderPool.ts): a render past them fails its run, which counts as an
// attempt like any failure or crash, and after PRINT_RENDER_ATTEMPTS runs the line is marked failed with the reason,
// which its order page shows.

export const PRINT_QUEUE = 'print-line';
/** The proof of a line, its own job (issue 27): the confirmation page shows it while the print files are made. */
export const PROOF_QUEUE = 'print-proof';
export const PURGE_QUEUE = 'cart-purge';

export interface JobOptions {
  log: { info(msg: string): void; error(err: unknown): void };
  /** pg-boss's schema on PostgreSQL (tests give each shop its own). */
  schema?: string;
  /** A print job running longer is taken as lost (its process died) and run again: PostgreSQL only. Default: the render's
   * time limit and two minutes. */
  printExpireSeconds?: number;
  /** Seconds before the first retry of a failed print job (doubling after each); 5 by default. */
  printRetryDelaySeconds?: number;
  /** How often pg-boss looks for such jobs. */
  maintenanceSeconds?: number;
  /** Tests only: waits this long inside each print job, so a test can kill the process mid-render. */
  printDelayMs?: number;
  /** Whether this process runs jobs (a web-only process on PostgreSQL may leave them to others). */
  work?: boolean;
}

export interface Jobs {
  queue: JobQueue;
  stop(): Promise<void>;
}

export const printJobKey = (lineId: number) => `line-${lineId}`;
const proofJobKey = (lineId: number) => `proof-${lineId}`;

export async function startJobs(services: Services, opts: JobOptions): Promise<Jobs> {
  const { db, config } = services;
  const queue: JobQueue =
    db.dialect === 'postgres'
      ? new PgBossQueue({ connectionString: config.databaseUrl!, schema: opts.schema ?? 'pgboss', maintenanceSeconds: opts.maintenanceSeconds })
      : new LocalQueue(db.kysely, 500);
  await queue.start();
  await queue.createQueue(PRINT_QUEUE, {
    retryLimit: config.printRender.attempts - 1,
    retryDelaySeconds: opts.printRetryDelaySeconds ?? 5,
    expireInSeconds: opts.printExpireSeconds ?? config.printRender.timeoutSeconds + 120,
  });
  // a proof that fails is left to the print job, which renders it first when it is missing
  await queue.createQueue(PROOF_QUEUE, { retryLimit: 0, retryDelaySeconds: 5, expireInSeconds: config.printRender.timeoutSeconds + 120 });
  await queue.createQueue(PURGE_QUEUE, { retryLimit: 1, retryDelaySeconds: 60, expireInSeconds: 600 });

  const requestPrint = async (lineIds: number[]) => {
    for (const id of lineIds) {
      await queue.send(PROOF_QUEUE, { lineId: id }, proofJobKey(id));
      await queue.send(PRINT_QUEUE, { lineId: id }, printJobKey(id));
    }
  };
  services.orders.onPlaced(requestPrint);
  // the back office's print queue and the shopper's mails (issue 28)
  const backOffice = await connectBackOffice(queue, services, {
    printQueue: PRINT_QUEUE,
    render: (id) => requestPrint([id]),
    log: opts.log,
    work: opts.work !== false,
  });

  if (opts.work !== false) {
    services.print.warm();
    await queue.work(
      PRINT_QUEUE,
      async (data, meta) => {
        const lineId = Number(data.lineId);
        opts.log.info(`print line ${lineId}: rendering (attempt ${meta.attempt})`);
        if (opts.printDelayMs) await new Promise((r) => setTimeout(r, opts.printDelayMs));
        try {
          const outcome = await services.print.renderLine(lineId);
          opts.log.info(`print line ${lineId}: ${outcome}`);
        } catch (err) {
          opts.log.error(err);
          throw err;
        }
      },
      // The last attempt failed, or the runs were used up by processes that died: the order page says so.
      async (data, reason) => {
        const lineId = Number(data.lineId);
        opts.log.info(`print line ${lineId}: failed (${reason})`);
        await services.print.giveUp(lineId, reason);
      },
    );
    await queue.work(PROOF_QUEUE, async (data) => {
      const lineId = Number(data.lineId);
      opts.log.info(`print line ${lineId}: proof ${await services.print.renderProof(lineId)}`);
    });
    await queue.work(PURGE_QUEUE, async () => {
      const n = await services.cartRetention.purge();
      if (n > 0) opts.log.info(`deleted ${n} cart${n === 1 ? '' : 's'} unused for ${services.cartRetention.days} days`);
    });
  }
  if (services.cartRetention.days > 0) await queue.every(PURGE_QUEUE, CART_PURGE_EVERY_MS / 60_000);
  // Lines an order left pending (a crash between placing and queueing) get their job; a line that has one, whatever its
  // state, keeps it: a job a dead process held is retried by its own count, never started afresh at each restart.
  for (const id of await services.print.pendingLines()) await queue.sendIfNew(PRINT_QUEUE, { lineId: id }, printJobKey(id));
  return {
    queue,
    // The queue stops taking jobs first, then the render process is killed, whatever it renders: a stop never waits on
    // a runaway render (the run in flight counts as an attempt, as any run a stopping process cuts short).
    async stop() {
      const stopping = queue.stop();
      await services.print.close();
      await stopping;
      backOffice.close();
    },
  };
}
