import PgBoss from 'pg-boss';
import type { JobHandler, JobQueue, QueueSettings } from './queue';

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
  /** Workers look for new jobs this often; a send in this process wakes them at once. */
  pollSeconds?: number;
}

/**
 * pg-boss: jobs in PostgreSQL (SKIP LOCKED), shared by every server process. Queues use the 'stately' policy: at most
 * one job per key waiting and one running, so a line is never rendered by two processes at once.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;

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
    const settings = {
      name,
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
  }

  async work(name: string, handler: JobHandler): Promise<void> {
    await this.boss.work<Record<string, unknown>>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds ?? 2 },
      async ([job]) => handler(job.data, { attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit }),
    );
  }

  async every(name: string, everyMinutes: number): Promise<void> {
    await this.boss.schedule(name, cronEvery(everyMinutes), {}, { singletonKey: name });
  }
}
