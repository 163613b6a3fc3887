import type { FastifyServerOptions } from 'fastify';

// What the request log may show (issue 10, item 9): a recovery hash, an order link's token or a session cookie in a
// log line is a key to someone's cart or order for whoever reads the logs. URLs are logged with their query values
// replaced (but the shop's own harmless ones), and headers that carry credentials never are.

const SECRET_PATHS = /(\/order\/|\/ajax\/order\/)[^/?#]+/gi;
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values the log keeps: the shop's own, none of them a key to anything (language, cache
 * buster, catalogue ids and choices, campaign tags). Every other value is replaced, so a token under a name nobody
 * listed (tvcart, hash, token, a third party's key...) or a shopper's search text never reaches the log.
 */
const LOGGED_PARAMS = new Set([
  'lang',
  't',
  'category',
  'id',
  'productId',
  'page',
  'version',
  'type',
  'model',
  'modify',
  'item',
  'effect',
  'composition',
  'utm_source',
  'utm_medium',
  'utm_campaign',
]);

/** A URL as the log shows it: query values other than the shop's harmless ones, and order paths' tokens, replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_PATHS, `$1${REDACTED}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return LOGGED_PARAMS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The shop's logger options: the level, the redacting request serializer and pino's redaction of credentials. */
export function shopLogger(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
    },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'],
      censor: REDACTED,
    },
  };
}
