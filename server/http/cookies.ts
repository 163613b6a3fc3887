import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shop's own cookies (cart, wishlist): HttpOnly, SameSite=Lax, and Secure whenever the shopper's browser reaches
 * the shop over HTTPS: the request came over TLS (directly, or as a trusted proxy's X-Forwarded-Proto says), or
 * PUBLIC_URL is https, which is what a shop behind a TLS proxy that nobody configured as trusted still declares.
 */
export function setShopCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  opts: { maxAgeSeconds: number; publicUrl: string; sameSite?: 'lax' | 'strict'; path?: string },
): void {
  reply.setCookie(name, value, {
    httpOnly: true,
    // the staff cookie is Strict (issue 28): no link from another site arrives signed in
    sameSite: opts.sameSite ?? 'lax',
    path: opts.path ?? '/',
    secure: request.protocol === 'https' || opts.publicUrl.startsWith('https:'),
    maxAge: opts.maxAgeSeconds,
  });
}
