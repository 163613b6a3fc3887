import PgBoss from 'pg-boss';
import { cutShort, type JobFailed, type JobHandler, type JobInfo, type JobQueue, type QueueSettings } from './queue';

// Every N minutes as cron ('*/N * * * *', or '0 */H * * *' for whole hours): pg-boss runs a schedule once across
// all processes.
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`a schedule runs every whole number of minutes, got ${minutes}`);
  if (minutes < 60) return `*/${minutes} * * * *`;
  if (minutes % 60 === 0 && minutes <= 24 * 60) return `0 */${minutes / 60} * * *`;
  throw new Error(`a schedule over an hour must be whole hours, got ${minutes} minutes`);
}

export interface PgBossOptions {
  connectionString: string;
  /** Its own schema (tests give each shop one). */
  schema: string;
  /** How often expired jobs (a crashed process's) are found and retried. */
  maintenanceSeconds?: number;
  /** Workers look for new jobs this often; a send in this process wakes its own at once. */
  pollSeconds?: number;
}

/**
 * pg-boss: jobs in PostgreSQL (SKIP LOCKED), shared by every server process. Queues use the 'stately' policy: at most
 * one job per key waiting and one running, so a line is never rendered by two processes at once. A job whose process
 * died is found by its expiry (expireInSeconds), which counts that run; once the retries are used up pg-boss fails it
 * and copies it to the queue's dead-letter queue (`<name>-failed`), whose worker tells the failed handler.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  /** This process's workers by queue: a send here wakes them at once instead of at their next poll (issue 27's proof). */
  private readonly workers = new Map<string, string>();

  constructor(private readonly options: PgBossOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      max: 4,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
    });
  }

  async start(): Promise<void> {
    this.boss.on('error', (err) => console.error('job queue:', err));
    await this.boss.start();
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 8000, wait: true });
  }

  async createQueue(name: string, s: QueueSettings): Promise<void> {
    const deadLetter = `${name}-failed`;
    const dlq = { name: deadLetter, policy: 'standard' as const, retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 };
    if (await this.boss.getQueue(deadLetter)) await this.boss.updateQueue(deadLetter, dlq);
    else await this.boss.createQueue(deadLetter, dlq);
    const settings = {
      name,
      deadLetter,
      policy: 'stately' as const,
      retryLimit: s.retryLimit,
      retryDelay: s.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: s.expireInSeconds,
    };
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, settings);
    else await this.boss.createQueue(name, settings);
  }

  async send(name: string, data: Record<string, unknown>, key: string): Promise<void> {
    await this.boss.send(name, data, { singletonKey: key });
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  async sendIfNew(name: string, data: Record<string, unknown>, key: string): Promise<void> {
    const schema = this.options.schema.replace(/"/g, '""');
    const found = await this.boss
      .getDb()
      .executeSql(
        `select 1 from "${schema}".job where name = $1 and singleton_key = $2 union all select 1 from "${schema}".archive where name = $1 and singleton_key = $2 limit 1`,
        [name, key],
      );
    if (!found.rows.length) await this.send(name, data, key);
  }

  async work(name: string, handler: JobHandler, failed?: JobFailed): Promise<void> {
    const options = { includeMetadata: true as const, batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds ?? 2 };
    const worker = await this.boss.work<Record<string, unknown>>(name, options, async ([job]) =>
      handler(job.data, { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit }),
    );
    this.workers.set(name, worker);
    if (failed)
      await this.boss.work<Record<string, unknown>>(`${name}-failed`, options, async ([job]) => failed(job.data, failureReason(job.output, job.retryLimit)));
  }

  async list(name: string, limit: number): Promise<JobInfo[]> {
    const schema = this.options.schema.replace(/"/g, '""');
    const cols = `singleton_key, data, state, retry_count, output, coalesce(completed_on, started_on, created_on) as updated`;
    const r = await this.boss
      .getDb()
      .executeSql(
        `select * from (select ${cols} from "${schema}".job where name = $1 union all select ${cols} from "${schema}".archive where name = $1) j order by updated desc limit $2`,
        [name, limit],
      );
    return (r.rows as JobRow[]).map(jobInfo);
  }

  async every(name: string, everyMinutes: number): Promise<void> {
    await this.boss.schedule(name, cronEvery(everyMinutes), {}, { singletonKey: name });
  }
}

type JobRow = {
  singleton_key: string | null;
  data: Record<string, unknown> | null;
  state: string;
  retry_count: number;
  output: unknown;
  updated: Date | string;
};
/** pg-boss's states as the back office names them; a job waiting for its retry is waiting. */
const STATES: Record<string, JobInfo['state']> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'running',
  completed: 'done',
  failed: 'failed',
  cancelled: 'failed',
};

/** A job row of pg-boss as the back office shows it: runs so far (pg-boss counts a retry when it starts it again). */
function jobInfo(r: JobRow): JobInfo {
  const state = STATES[r.state] ?? 'waiting';
  const error = r.state === 'completed' ? undefined : failureMessage(r.output);
  return {
    key: r.singleton_key ?? '',
    data: r.data ?? {},
    state,
    attempts: r.state === 'created' ? 0 : r.retry_count + 1,
    ...(error ? { error } : {}),
    updatedAt: new Date(r.updated).toISOString(),
  };
}

const failureMessage = (output: unknown): string | undefined => {
  const o = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  return typeof o.message === 'string' ? o.message : typeof o.value?.message === 'string' ? o.value.message : undefined;
};

/**
 * Why a dead-lettered job failed, from what pg-boss recorded: the error its last run threw ({ message, stack }), or its
 * expiry ({ value: { message } }) when the process running it died; `retryLimit` is the original job's.
 */
export function failureReason(output: unknown, retryLimit: number): string {
  const o = (output ?? {}) as { message?: unknown; value?: unknown };
  const value = o.value as { message?: unknown } | string | undefined;
  const message = typeof o.message === 'string' ? o.message : typeof value === 'string' ? value : typeof value?.message === 'string' ? value.message : '';
  if (!message || /failed by timeout in active state/.test(message)) return cutShort(retryLimit + 1);
  return message;
}
