import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from './locale';
import { errorBody } from './route';
import { t } from '../i18n';

/**
 * Whether a request comes from the shop's own pages (issue 10, item 2). Browsers name a request's site in
 * Sec-Fetch-Site and send Origin with any cross-origin POST; a client that sends neither is not a browser carrying
 * a visitor's cookies (a script, a test, a health check), so it is let through.
 */
export function fromOwnPage(request: FastifyRequest): boolean {
  // A browser that names the site is believed (a proxy rewriting Host cannot confuse it). 'same-site' is refused
  // too: another origin of the same site (a subdomain) is not the shop's page.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false; // "null" (a sandboxed page or a redirect) or garbage
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses every state-changing call that a page of another origin made in the visitor's browser: a readable 403,
 * before the body is read or any cart is touched. GET calls change nothing, so they stay open (links, images).
 */
export function refuseCrossOriginWrites(app: FastifyInstance): void {
  // a callback hook (no promise per request); a refusal answers and ends the chain without calling done
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || fromOwnPage(request)) return done();
    const locale = requestLocale(request);
    reply
      .code(403)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(errorBody('cross-site', t(locale, 'cross-site-write')));
  });
}
