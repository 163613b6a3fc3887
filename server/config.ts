import path from 'node:path';
import { DEFAULT_CART_RETENTION_DAYS } from './services/cartRetention';

// Settings come from the environment so one build runs anywhere: PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL,
// STATIC_DIR, LOG_LEVEL, TRUST_PROXY, CART_RETENTION_DAYS, UPLOAD_VISITOR_MB_PER_DAY, UPLOAD_TOTAL_MB, PRINT_FILES_TOKEN,
// PUBLIC_URL, FILE_STORE, HTTP_IDLE_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS,
// DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS, PRINT_RENDER_MEMORY_MB, PRINT_RENDER_TIMEOUT_S, PRINT_RENDER_ATTEMPTS, PRINT_PROOF_CPU_S (every one is listed with its default
// in .env.example).
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
  /** Days a cart nobody uses is kept before the purge deletes it; 0 keeps carts for ever. */
  cartRetentionDays: number;
  /** Behind a reverse proxy: which hops to trust for the client address (rate limits key on it). Off by default. */
  trustProxy: boolean | string | number;
  /** Upload quotas in bytes (0: none): new bytes one visitor (address, IPv6 /64) may store a UTC day, and all uploads. */
  uploadQuota: { visitorBytesPerDay: number; totalBytes: number };
  /** PRINT_FILES_TOKEN: the print shop's bearer token for /ajax/print-files (unset: those calls are closed). */
  printFilesToken?: string;
  /** PUBLIC_URL: the shop's address as shoppers and search engines reach it (sitemap, robots.txt), no trailing slash. */
  publicUrl: string;
  /** FILE_STORE: where uploads and print files live; unset: the database on PostgreSQL (shared by processes), else DATA_DIR. */
  fileStore?: 'local' | 'database';
  /** HTTP_IDLE_TIMEOUT_MS: a connection that sends nothing this long in the middle of a request (a stalled body) is closed. */
  idleTimeoutMs: number;
  /** HTTP_HEADERS_TIMEOUT_MS: the longest a request's headers may take to arrive whole (408), however slowly they trickle. */
  headersTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS: the longest a request may take to arrive whole (408), the largest upload included. */
  requestTimeoutMs: number;
  /** HTTP_KEEP_ALIVE_TIMEOUT_MS: how long a kept-alive connection may wait for its next request before it is closed. */
  keepAliveTimeoutMs: number;
  /** DRAIN_DELAY_MS: on SIGTERM, how long readiness fails (and new requests get 503) before the listener closes. */
  drainDelayMs: number;
  /** DRAIN_TIMEOUT_MS: after the drain delay, how long requests in flight (a slow upload) may take before they are cut. */
  drainTimeoutMs: number;
  /**
   * Print rendering runs in a child process (server/print/renderPool.ts): PRINT_RENDER_MEMORY_MB its memory, past which
   * it is killed, PRINT_RENDER_TIMEOUT_S the longest one job may render, PRINT_RENDER_ATTEMPTS the runs of a line's job
   * (a render killed, failed, or cut short by the shop's own process dying counts as one) before the line is failed.
   * PRINT_PROOF_CPU_S the CPU a line's proof may use in the proofs' process, which runs at the shop's own priority.
   */
  printRender: { memoryMb: number; timeoutSeconds: number; attempts: number; proofCpuSeconds?: number };
  /** SMTP_URL (smtp[s]://user:pass@host:port): where the shopper's mails go; unset, they are written to the log. MAIL_FROM: their sender. */
  mail: { smtpUrl?: string; from: string };
}

const MB = 1024 * 1024;
/** 1 GB a visitor a day holds 60 full-size photos; 20 GB in all fits a small server's disk with room for the rest. */
export const DEFAULT_UPLOAD_VISITOR_MB_PER_DAY = 1024;
export const DEFAULT_UPLOAD_TOTAL_MB = 20 * 1024;
/**
 * A 12-megapixel photo design (a noisy, incompressible one, sepia) peaks at 1.7 GB in the render process and renders in
 * 6-10 s on a quiet 2-core machine, 45 s on a loaded one: the limits leave room for the largest real designs.
 */
export const DEFAULT_PRINT_RENDER_MEMORY_MB = 3072;
export const DEFAULT_PRINT_RENDER_TIMEOUT_S = 300;
export const DEFAULT_PRINT_RENDER_ATTEMPTS = 4;
/**
 * A 12-megapixel photo design's proof uses 0.3-1 s of CPU; past 10 s the proofs' process is killed and the line's print
 * job draws the proof at nice 10 (issue 27): a design can hold the shop's priority for 10 s of CPU at most.
 */
export const DEFAULT_PRINT_PROOF_CPU_S = 10;

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
    cartRetentionDays: parseDays(env.CART_RETENTION_DAYS),
    uploadQuota: {
      visitorBytesPerDay: parseMegabytes('UPLOAD_VISITOR_MB_PER_DAY', env.UPLOAD_VISITOR_MB_PER_DAY, DEFAULT_UPLOAD_VISITOR_MB_PER_DAY) * MB,
      totalBytes: parseMegabytes('UPLOAD_TOTAL_MB', env.UPLOAD_TOTAL_MB, DEFAULT_UPLOAD_TOTAL_MB) * MB,
    },
    printFilesToken: parsePrintToken(env.PRINT_FILES_TOKEN),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    fileStore: parseFileStore(env.FILE_STORE),
    idleTimeoutMs: parseMilliseconds('HTTP_IDLE_TIMEOUT_MS', env.HTTP_IDLE_TIMEOUT_MS, 30_000),
    headersTimeoutMs: parseMilliseconds('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, 20_000),
    requestTimeoutMs: parseMilliseconds('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, 300_000),
    // above the 60 s idle timeout of common load balancers, so the balancer closes an idle connection first
    keepAliveTimeoutMs: parseMilliseconds('HTTP_KEEP_ALIVE_TIMEOUT_MS', env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000),
    drainDelayMs: parseMilliseconds('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, 5_000),
    // most of a balancer's or orchestrator's grace (Kubernetes' default is 30 s, of which the delay takes 5)
    drainTimeoutMs: parseMilliseconds('DRAIN_TIMEOUT_MS', env.DRAIN_TIMEOUT_MS, 20_000),
    printRender: {
      memoryMb: parseWhole('PRINT_RENDER_MEMORY_MB', env.PRINT_RENDER_MEMORY_MB, DEFAULT_PRINT_RENDER_MEMORY_MB, 64, 'megabytes'),
      timeoutSeconds: parseWhole('PRINT_RENDER_TIMEOUT_S', env.PRINT_RENDER_TIMEOUT_S, DEFAULT_PRINT_RENDER_TIMEOUT_S, 1, 'seconds'),
      attempts: parseWhole('PRINT_RENDER_ATTEMPTS', env.PRINT_RENDER_ATTEMPTS, DEFAULT_PRINT_RENDER_ATTEMPTS, 1, 'attempts'),
      proofCpuSeconds: parseWhole('PRINT_PROOF_CPU_S', env.PRINT_PROOF_CPU_S, DEFAULT_PRINT_PROOF_CPU_S, 1, 'seconds'),
    },
    mail: { smtpUrl: parseSmtpUrl(env.SMTP_URL), from: env.MAIL_FROM || 'Atelier <shop@localhost>' },
  };
}

/** SMTP_URL: an smtp: or smtps: address, or unset (mails go to the log). */
function parseSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/.test(value)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  return value;
}

/** CART_RETENTION_DAYS: whole days, 0 to keep carts for ever; 60 when unset. */
function parseDays(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CART_RETENTION_DAYS;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) throw new Error(`CART_RETENTION_DAYS must be a whole number of days, got ${value}`);
  return days;
}

/** A quota in whole megabytes, 0 for none; the default when unset. */
function parseMegabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const mb = Number(value);
  if (!Number.isInteger(mb) || mb < 0) throw new Error(`${name} must be a whole number of megabytes, got ${value}`);
  return mb;
}

/** A whole number of at least `min` (a render process under 64 MB cannot even load); the default when unset. */
function parseWhole(name: string, value: string | undefined, fallback: number, min: number, unit: string): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw new Error(`${name} must be a whole number of ${unit}, at least ${min}, got ${value}`);
  return Number(value);
}

/** TRUST_PROXY: unset/false (direct clients), true, a hop count, or addresses/CIDRs as Fastify accepts them. */
function parseTrustProxy(value: string | undefined): boolean | string | number {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** PRINT_FILES_TOKEN: at least 32 characters (a guessable token would open every order's files); unset closes the calls. */
function parsePrintToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('PRINT_FILES_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

/** PUBLIC_URL: an http(s) origin, maybe with a path; http://localhost:<PORT> when unset. */
function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an address such as https://shop.example, got ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must start with http:// or https://, got ${value}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function parseFileStore(value: string | undefined): ServerConfig['fileStore'] {
  if (!value) return undefined;
  if (value === 'local' || value === 'database') return value;
  throw new Error(`FILE_STORE must be local or database, got ${value}`);
}

/** A duration setting in milliseconds: a whole number, 0 allowed (no drain delay). */
function parseMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,9}$/.test(value)) throw new Error(`${name} must be a number of milliseconds, got ${value}`);
  return Number(value);
}
