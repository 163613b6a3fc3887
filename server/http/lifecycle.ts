import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { requestLocale } from './locale';
import { errorBody } from './route';
import { t } from '../i18n';

// A load balancer's view of the shop (issue 10, item 8; issue 13): liveness, readiness, and a drain before stopping.
// On SIGTERM the shop first drains: readiness answers 503 so the balancer sends no more, every new request is
// answered 503 with Connection: close (its connection closes behind it, so no keep-alive connection is left to be
// cut mid-request); then it waits, still listening, for every request taken before the drain to be answered (a slow
// upload included, up to DRAIN_TIMEOUT_MS: issue 25, item 9), and only then closes the listener and the idle
// connections. Closing sooner cut what was in flight: Fastify's close does not wait for a request still arriving.

export interface Lifecycle {
  readonly draining: boolean;
  /** Requests taken and not yet answered (those answered 503 while draining are not taken). */
  readonly inFlight: number;
  /** Starts draining; resolves after `delayMs`, the time a balancer needs to see readiness fail. */
  drain(delayMs: number): Promise<void>;
  /** Resolves true once no request is in flight, or false when `timeoutMs` passed first. */
  settled(timeoutMs: number): Promise<boolean>;
}

const HEALTH = new Set(['/health/live', '/health/ready']);

export function registerLifecycle(app: FastifyInstance, db: Db): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const idle: (() => void)[] = [];
  const answered = () => {
    if (--inFlight === 0) for (const wake of idle.splice(0)) wake();
  };
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
    drain(delayMs) {
      draining = true;
      return new Promise((resolve) => setTimeout(resolve, delayMs));
    },
    settled(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };

  // A callback hook, not an async one: it runs on every request and almost always lets it through, and an async hook
  // costs a promise each time (docs/serving.md). While draining it answers and ends the chain (done is not called).
  // A request let through counts as in flight until its response is finished or its connection is gone.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining || HEALTH.has(request.url.split('?')[0])) {
      inFlight++;
      // a streamed answer already carries ten 'close' listeners (Fastify's, the stream's pipe): ours is one more, not a leak
      reply.raw.setMaxListeners(reply.raw.getMaxListeners() + 1);
      reply.raw.once('close', answered);
      return done();
    }
    const locale = requestLocale(request);
    reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send(errorBody('draining', t(locale, 'server-draining')));
  });

  // Alive while the process answers at all; a balancer restarts what fails this.
  app.get('/health/live', { helmet: false }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));
  // Ready to take shoppers: not draining and the database answers (within a second).
  app.get('/health/ready', { helmet: false }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    const database = await Promise.race([
      sql`select 1`.execute(db.kysely).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, 1000, false).unref()),
    ]);
    return database ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'database-unreachable' });
  });
  return lifecycle;
}
