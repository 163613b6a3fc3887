import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Slow clients (issue 10, item 7): the node:http timeouts, each set on purpose.
 *  - connectionTimeout (HTTP_IDLE_TIMEOUT_MS): a connection silent this long in the middle of a request is destroyed
 *    (a body that stalls after its headers);
 *  - headersTimeout (HTTP_HEADERS_TIMEOUT_MS) and requestTimeout (HTTP_REQUEST_TIMEOUT_MS): a client that keeps
 *    trickling a byte now and then is never silent, so these bound the whole headers and the whole request (408);
 *  - keepAliveTimeout (HTTP_KEEP_ALIVE_TIMEOUT_MS): how long an idle kept-alive connection waits for its next request.
 * Node checks headersTimeout and requestTimeout on a timer (connectionsCheckingInterval, 30 s by default) and only
 * when they are passed to the server's constructor with headersTimeout <= requestTimeout: set as properties after
 * construction (as Fastify's own requestTimeout option is), a requestTimeout under the 60 s default headersTimeout was
 * never enforced at all.
 */
export function httpTimeouts(config: Pick<ServerConfig, 'idleTimeoutMs' | 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>) {
  const request = config.requestTimeoutMs;
  const headers = request > 0 && config.headersTimeoutMs > 0 ? Math.min(config.headersTimeoutMs, request) : config.headersTimeoutMs;
  const shortest = Math.min(...[headers, request].filter((ms) => ms > 0), 20_000);
  return {
    connectionTimeout: config.idleTimeoutMs,
    requestTimeout: request,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: request,
      headersTimeout: headers,
      // a quarter of the shortest of the two: a request is cut within 1.25 times its limit (5 s at most by default)
      connectionsCheckingInterval: Math.max(50, Math.floor(shortest / 4)),
    },
  } satisfies Partial<FastifyServerOptions> & { http: object };
}
