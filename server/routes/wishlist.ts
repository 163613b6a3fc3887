import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import { setShopCookie } from '../http/cookies';
import { t } from '../i18n';
import { isWellFormedToken, newSessionToken } from '../services/cartTokens';
import type { Services } from '../services';

/** The visitor's wishlist cookie: an opaque 256-bit token, httpOnly, kept a year. */
export const WISHLIST_COOKIE = 'atelier_wishlist';

export function wishlistRoutes(app: FastifyInstance, { wishlist, config }: Services): void {
  const token = (request: FastifyRequest) => {
    const value = request.cookies[WISHLIST_COOKIE];
    return isWellFormedToken(value) ? value : undefined;
  };
  const ensureToken = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = token(request);
    if (existing) return existing;
    const fresh = newSessionToken();
    setShopCookie(request, reply, WISHLIST_COOKIE, fresh, { maxAgeSeconds: 365 * 24 * 3600, publicUrl: config.publicUrl });
    return fresh;
  };
  registerCall(app, calls.getWishlistIds, async (_p, { request }) => ({ ids: await wishlist.ids(token(request), 'design') }));
  registerCall(app, calls.getWishlistProductIds, async (_p, { request }) => ({ ids: await wishlist.ids(token(request), 'product') }));
  registerCall(app, calls.toggleWishlist, async (p, { request, reply, locale }) => {
    const kind = p.productId !== undefined ? 'product' : 'design';
    const action = await wishlist.toggle(ensureToken(request, reply), kind, (p.productId ?? p.stickerId)!);
    return { done: true as const, action, message: t(locale, action === 'add' ? 'wishlist-added' : 'wishlist-removed') };
  });
}
