import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedCatalogue } from './db/seed';
import { buildApp } from './app';
import { shopLogger } from './http/logging';
import { catalogue } from '../fixtures/catalog';
import { startJobs } from './jobs/printJobs';

// `npm start`: migrate, seed the demo catalogue on first start, serve http://localhost:8080, stop cleanly on SIGTERM.
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db.kysely, db.dialect);
  const seeded = await seedCatalogue(db, catalogue);
  const app = await buildApp({ db, config, logger: shopLogger(config.logLevel) });
  app.log.info(
    `${db.dialect} database ${db.dialect === 'sqlite' ? `in ${config.dataDir}` : 'from DATABASE_URL'}${seeded ? ', seeded with the demo catalogue' : ''}`,
  );

  // Print files and the cart purge run as jobs (server/jobs/): pg-boss on PostgreSQL, the embedded queue on SQLite.
  const jobs = await startJobs(app.services, {
    log: app.log,
    schema: process.env.JOBS_SCHEMA,
    printExpireSeconds: process.env.PRINT_JOB_EXPIRE_SECONDS ? Number(process.env.PRINT_JOB_EXPIRE_SECONDS) : undefined,
    maintenanceSeconds: process.env.JOBS_MAINTENANCE_SECONDS ? Number(process.env.JOBS_MAINTENANCE_SECONDS) : undefined,
    printDelayMs: process.env.ATELIER_TEST_PRINT_DELAY_MS ? Number(process.env.ATELIER_TEST_PRINT_DELAY_MS) : undefined,
    work: process.env.JOBS_WORK !== '0',
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (a deployment): drain first, so the balancer stops sending and no keep-alive connection is cut;
    // SIGINT (Ctrl+C at a terminal): no one to tell, close at once. Either way requests in flight are answered, up
    // to DRAIN_TIMEOUT_MS; what is still open then is cut, and the exit code (1) says so.
    const delay = signal === 'SIGTERM' ? config.drainDelayMs : 0;
    const limit = config.drainTimeoutMs;
    app.log.info(`${signal}: draining for ${delay} ms, then waiting up to ${limit} ms for open requests, then closing`);
    const force = setTimeout(() => process.exit(1), delay + limit + 10_000).unref();
    try {
      await app.lifecycle.drain(delay);
      const settled = await app.lifecycle.settled(limit);
      if (!settled) {
        app.log.warn(`${app.lifecycle.inFlight} request(s) still open after DRAIN_TIMEOUT_MS (${limit} ms): closing them`);
        app.server.closeAllConnections();
      }
      await app.close();
      await jobs.stop();
      await db.close();
      clearTimeout(force);
      process.exit(settled ? 0 : 1);
    } catch (err) {
      app.log.error(err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Atelier is open on http://localhost:${(app.server.address() as { port: number }).port}`);
  // The catalogue's pictures for browsers, rendered once in the background so the first shoppers wait for none.
  const warming = performance.now();
  app.services.pictures
    .warm()
    .then((n) => app.log.info(`${n} catalogue pictures rendered in ${Math.round(performance.now() - warming)} ms`))
    .catch((err: unknown) => app.log.warn({ err }, 'catalogue pictures not rendered ahead; each is rendered when first asked'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
