import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { cutShort, type JobFailed, type JobHandler, type JobInfo, type JobQueue, type QueueSettings } from './queue';

/**
 * The job queue of the embedded database: jobs are rows of its `jobs` table (migration 008), so they survive a crash
 * as the orders do. The embedded database belongs to one server process, so that process runs every job: a job found
 * 'active' when it starts was cut short by a crash and is run again. Same interface and the same guarantees as
 * pg-boss here (one unfinished job per key, retries with backoff, schedules); a minimal adapter rather than a library
 * because the SQLite queues on npm are young one-person projects that open their own connection and schema, while
 * this is a few statements on the database and driver the shop already has.
 */
export class LocalQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  private readonly settings = new Map<string, QueueSettings>();
  private readonly handlers = new Map<string, JobHandler>();
  private readonly failedHandlers = new Map<string, JobFailed>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly running = new Set<Promise<void>>();
  private readonly busy = new Set<string>();
  private stopped = true;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs = 1000,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private stamp = () => this.now().toISOString();

  async start(): Promise<void> {
    this.stopped = false;
    // Jobs a crashed process held: that run counted (claim counts each run); they are run again, or failed when it was
    // their last (drain).
    await this.db.updateTable('jobs').set({ state: 'created', updated_at: this.stamp() }).where('state', '=', 'active').execute();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  async createQueue(name: string, settings: QueueSettings): Promise<void> {
    this.settings.set(name, settings);
  }

  async send(name: string, data: Record<string, unknown>, key: string): Promise<void> {
    const now = this.stamp();
    await sql`insert into jobs (queue, key, data, state, attempts, run_after, created_at, updated_at)
              values (${name}, ${key}, ${JSON.stringify(data)}, 'created', 0, ${now}, ${now}, ${now})
              on conflict do nothing`.execute(this.db);
    this.wake(name, 0);
  }

  async sendIfNew(name: string, data: Record<string, unknown>, key: string): Promise<void> {
    const now = this.stamp();
    await sql`insert into jobs (queue, key, data, state, attempts, run_after, created_at, updated_at)
              select ${name}, ${key}, ${JSON.stringify(data)}, 'created', 0, ${now}, ${now}, ${now}
              where not exists (select 1 from jobs where queue = ${name} and key = ${key})
              on conflict do nothing`.execute(this.db);
    this.wake(name, 0);
  }

  async work(name: string, handler: JobHandler, failed?: JobFailed): Promise<void> {
    this.handlers.set(name, handler);
    if (failed) this.failedHandlers.set(name, failed);
    this.wake(name, 0);
  }

  async every(name: string, everyMinutes: number): Promise<void> {
    const ms = everyMinutes * 60_000;
    const tick = () => {
      if (this.stopped) return;
      // One job per period: its key is the period's start.
      void this.send(name, {}, `${name}@${Math.floor(this.now().getTime() / ms)}`).catch((err) => console.error('job queue:', err));
      const t = setTimeout(tick, ms);
      t.unref();
      this.timers.add(t);
    };
    tick();
  }

  async list(name: string, limit: number): Promise<JobInfo[]> {
    const rows = await this.db.selectFrom('jobs').selectAll().where('queue', '=', name).orderBy('id', 'desc').limit(limit).execute();
    const states = { created: 'waiting', active: 'running', completed: 'done', failed: 'failed' } as const;
    return rows.map((r) => ({
      key: r.key,
      data: JSON.parse(r.data) as Record<string, unknown>,
      state: states[r.state],
      attempts: Number(r.attempts),
      ...(r.last_error && r.state !== 'completed' ? { error: r.last_error } : {}),
      updatedAt: r.updated_at,
    }));
  }

  /** Looks for work on `name` after `ms`; a queue runs one job at a time (renders are CPU-bound). */
  private wake(name: string, ms: number): void {
    if (this.stopped || !this.handlers.has(name)) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.busy.has(name) || this.stopped) return;
      this.busy.add(name);
      const run = this.drain(name).finally(() => {
        this.busy.delete(name);
        this.running.delete(run);
        this.wake(name, this.pollMs);
      });
      this.running.add(run);
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  private async drain(name: string): Promise<void> {
    const handler = this.handlers.get(name)!;
    const settings = this.settings.get(name) ?? { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 600 };
    while (!this.stopped) {
      const job = await this.claim(name);
      if (!job) return;
      const attempt = job.attempts;
      const data = JSON.parse(job.data) as Record<string, unknown>;
      // Its last run was cut short (the process died): no run is left, so it fails instead of running for ever.
      if (attempt > settings.retryLimit + 1) {
        await this.fail(name, job.id, data, cutShort(attempt - 1));
        continue;
      }
      const lastAttempt = attempt > settings.retryLimit;
      try {
        await handler(data, { attempt, lastAttempt });
        await this.db.updateTable('jobs').set({ state: 'completed', updated_at: this.stamp() }).where('id', '=', job.id).execute();
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (lastAttempt) {
          await this.fail(name, job.id, data, message);
          continue;
        }
        const delay = settings.retryDelaySeconds * 2 ** (attempt - 1) * 1000;
        await this.db
          .updateTable('jobs')
          .set({
            state: 'created',
            last_error: message.slice(0, 1000),
            run_after: new Date(this.now().getTime() + delay).toISOString(),
            updated_at: this.stamp(),
          })
          .where('id', '=', job.id)
          .execute();
      }
    }
  }

  /** Tells the queue's failed handler first (a crash between the two tells it again on the next start), then records it. */
  private async fail(name: string, id: number, data: Record<string, unknown>, reason: string): Promise<void> {
    try {
      await this.failedHandlers.get(name)?.(data, reason);
    } catch (err) {
      console.error('job queue: the failed handler threw:', err);
    }
    await this.db
      .updateTable('jobs')
      .set({ state: 'failed', last_error: reason.slice(0, 1000), updated_at: this.stamp() })
      .where('id', '=', id)
      .execute();
  }

  /** The next due job of the queue, marked active in the same statement. */
  private async claim(name: string): Promise<{ id: number; data: string; attempts: number } | undefined> {
    const now = this.stamp();
    const r = await sql<{ id: number; data: string; attempts: number }>`
      update jobs set state = 'active', attempts = attempts + 1, updated_at = ${now}
      where id = (select id from jobs where queue = ${name} and state = 'created' and run_after <= ${now} order by id limit 1)
      returning id, data, attempts`.execute(this.db);
    const row = r.rows[0];
    return row ? { id: Number(row.id), data: row.data, attempts: Number(row.attempts) } : undefined;
  }
}
