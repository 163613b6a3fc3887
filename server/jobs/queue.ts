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

/**
 * A job failed for good, with the reason: its last run threw, or its runs were used up by processes that died during
 * them (a job found running when its process is gone counts that run as an attempt). Called once per failed job, by
 * the process that finds it (so it must be idempotent).
 */
export type JobFailed = (data: Record<string, unknown>, reason: string) => Promise<void>;

/** The reason a job's runs ended without an answer: each time, the process running it stopped. */
export const cutShort = (runs: number) => `gave up after ${runs} run${runs === 1 ? '' : 's'}: the process running the job stopped during the last one`;

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
  /**
   * Queues a job unless one with the key exists in any state (waiting, running, done or failed): what a restart sends
   * for work it finds undone, so a job whose process died is retried by its own count, never started afresh.
   */
  sendIfNew(name: string, data: Record<string, unknown>, key: string): Promise<void>;
  /** Runs the queue's jobs with `handler`; `failed` hears of each job that failed for good. */
  work(name: string, handler: JobHandler, failed?: JobFailed): Promise<void>;
  /** Sends `name` every `everyMinutes` (whole minutes, or whole hours past 60), from one process only. */
  every(name: string, everyMinutes: number): Promise<void>;
  /** The queue's jobs, newest first (the back office's print queue, issue 28). */
  list(name: string, limit: number): Promise<JobInfo[]>;
}

/** A job as the back office shows it: its key and data, its state, the runs it has had and its last error. */
export interface JobInfo {
  key: string;
  data: Record<string, unknown>;
  state: 'waiting' | 'running' | 'failed' | 'done';
  attempts: number;
  error?: string;
  updatedAt: string;
}
