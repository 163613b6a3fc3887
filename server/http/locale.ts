import type { FastifyRequest } from 'fastify';
import { resolveLocale } from '../i18n';

/** The shopper's locale: ?lang=, then the `lang` cookie, then Accept-Language; English by default. */
export function requestLocale(request: FastifyRequest): string {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const cookie = request.cookies?.lang;
  return resolveLocale({
    query: typeof query === 'string' ? query : undefined,
    cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}
