import type { FastifyServerOptions } from 'fastify';

// What the request log may show (issue 10, item 9): a recovery hash, an order link's token or a session cookie in a
// log line is a key to someone's cart or order for whoever reads the logs. URLs are logged with those values
// replaced, and headers that carry credentials never are.

const SECRET_PARAMS = /([?&](?:tvcart|hash|token|key)=)[^&#]*/gi;
const SECRET_PATHS = /(\/order\/|\/ajax\/order\/)[^/?#]+/gi;
export const REDACTED = '[redacted]';

/** A URL as the log shows it: tokens in the query and in order paths replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`).replace(SECRET_PATHS, `$1${REDACTED}`);
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
