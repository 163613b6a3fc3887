import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { LocalQueue } from './localQueue';
import { PgBossQueue, cronEvery } from './pgBossQueue';
import type { JobMeta, JobQueue } from './queue';

// The job engine's promises, on each engine: a failing job is retried until its limit and the last run knows it is
// the last; a key asked for again while its job waits adds no second job.
describe.each(databasesUnderTest())('job queue on $name', (target) => {
  let shop: TestShop;
  let queue: JobQueue;
  const schema = `jobs_${crypto.randomBytes(5).toString('hex')}`;
  beforeAll(async () => {
    shop = await createTestShop(target);
    queue = target.url ? new PgBossQueue({ connectionString: target.url, schema, pollSeconds: 0.5 }) : new LocalQueue(shop.db.kysely, 100);
    await queue.start();
  }, 30_000);
  afterAll(async () => {
    await queue?.stop();
    await shop?.close();
    if (target.url) {
      const c = new pg.Client({ connectionString: target.url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    }
  });

  const until = async (test: () => boolean, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(test()).toBe(true);
  };

  it('retries a failing job up to its limit, telling the last run', async () => {
    await queue.createQueue('flaky', { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60 });
    const runs: JobMeta[] = [];
    await queue.work('flaky', async (_data, meta) => {
      runs.push(meta);
      if (runs.length < 3) throw new Error('not yet');
    });
    await queue.send('flaky', { n: 1 }, 'only');
    await until(() => runs.length === 3);
    expect(runs).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
  }, 30_000);

  it('keeps one waiting job per key', async () => {
    await queue.createQueue('keyed', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    for (let i = 0; i < 3; i++) await queue.send('keyed', { i }, 'line-7');
    await queue.send('keyed', { i: 9 }, 'line-8');
    const seen: unknown[] = [];
    await queue.work('keyed', async (data) => void seen.push(data.i));
    await until(() => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(seen.sort()).toEqual([0, 9]);
  }, 30_000);
});

describe('schedules', () => {
  it('run every whole number of minutes or hours', () => {
    expect(cronEvery(5)).toBe('*/5 * * * *');
    expect(cronEvery(360)).toBe('0 */6 * * *');
    expect(() => cronEvery(90)).toThrow(/whole hours/);
  });
});
