import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

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

/** Headers that carry credentials: never written to the log. */
const SECRET_HEADERS = new Set(['cookie', 'authorization', 'set-cookie', 'proxy-authorization']);

/**
 * The shop's logger options: the level and serializers that keep credentials out. The request shows its redacted URL
 * and no headers, the reply its status and no headers, and a `headers` object logged by itself has its credentials
 * replaced. Serializers, not pino's path redaction: they run only when their key is logged, where redaction cloned
 * part of every line (a third of the request line's cost).
 */
export function shopLogger(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      headers: (headers: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : value])),
    },
  };
}

/**
 * One line per request, when it is answered: what was asked (the redacted URL, the client address), the status and
 * the time taken ('request completed', or 'request errored' at error level). Fastify's own writes two, one on arrival
 * and one on completion, and those two lines were a sixth of a cheap call's CPU time (docs/serving.md). The arrival
 * is logged at debug ('incoming request'), for following a request that has not been answered yet.
 */
export class ShopLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
