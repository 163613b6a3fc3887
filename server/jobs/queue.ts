// The job engine's one interface (issue 14): pg-boss on PostgreSQL, where every server process shares the queue, and
// an in-process queue over the embedded SQLite database (localQueue.ts), which one process owns. Print files and the
// cart purge run on it.

export interface JobMeta {
  /** 1 on the first run. */
  attempt: number;
  /** No retry follows if this run fails. */
  lastAttempt: boolean;
}

export type JobHandler = (data: Record<string, unknown>, meta: JobMeta) => Promise<void>;

export interface QueueSettings {
  /** Runs after the first failure (with an exponential backoff from retryDelaySeconds). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer is taken as lost (its process died) and is run again (pg-boss; a restart on SQLite). */
  expireInSeconds: number;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'sqlite';
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (up to a grace time). */
  stop(): Promise<void>;
  createQueue(name: string, settings: QueueSettings): Promise<void>;
  /** Queues a job unless one with the same key is already waiting: one job per line, however often it is asked. */
  send(name: string, data: Record<string, unknown>, key: string): Promise<void>;
  work(name: string, handler: JobHandler): Promise<void>;
  /** Sends `name` every `everyMinutes` (whole minutes, or whole hours past 60), from one process only. */
  every(name: string, everyMinutes: number): Promise<void>;
}
