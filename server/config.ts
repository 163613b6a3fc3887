import path from 'node:path';

// Settings come from the environment so one build runs anywhere: PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL.
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder for the embedded database and uploads. */
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite database otherwise. */
  databaseUrl?: string;
  /** Shared rate-limit counters across processes when set. */
  redisUrl?: string;
  /** Built storefront to serve; skipped when the folder does not exist. */
  staticDir: string;
  logLevel: string;
  /** Behind a reverse proxy: which hops to trust for the client address (rate limits key on it). Off by default. */
  trustProxy: boolean | string | number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist/storefront'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** TRUST_PROXY: unset/false (direct clients), true, a hop count, or addresses/CIDRs as Fastify accepts them. */
function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
