import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../contract';
import { registerCall, shopErrorBody } from '../http/route';
import { setShopCookie } from '../http/cookies';
import type { Services } from '../services';
import { QuantityRefused, type CartSession } from '../services/cartService';
import { loadAddToCart } from '../services/cartQuickAdd';
import { uploader } from '../http/multipart';

/** The cart's httpOnly session cookie: an opaque 256-bit token (the database keeps only its SHA-256). */
export const CART_COOKIE = 'atelier_cart';
/** Set by the storefront (value "1") to ask for the cart to open on the next page; read and cleared here. */
export const OPEN_CART_COOKIE = 'atelier_open_cart';
const CART_COOKIE_DAYS = 30;

/** Recovery links are rate limited per client address: a wrong hash cannot be guessed by brute force. */
export const RECOVER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Voucher codes are short: guessing them is limited the same way. */
export const VOUCHER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Adds create carts and rows: generous for a shopper, a wall for a script. */
export const ADD_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export function shoppingRoutes(app: FastifyInstance, { cart: carts, catalogue, config, uploads }: Services): void {
  const setCartCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    setShopCookie(request, reply, CART_COOKIE, token, { maxAgeSeconds: CART_COOKIE_DAYS * 24 * 3600, publicUrl: config.publicUrl });
  const current = (request: FastifyRequest) => carts.find(request.cookies[CART_COOKIE]);
  const ensure = async (request: FastifyRequest, reply: FastifyReply): Promise<CartSession['cart']> => {
    const session = await carts.ensure(request.cookies[CART_COOKIE]);
    if (session.newToken) setCartCookie(request, reply, session.newToken);
    return session.cart;
  };

  const addLimit = { config: { rateLimit: ADD_RATE_LIMIT } };
  // A design kept with a line counts in the visitor's upload quota (issue 25): the same visitor, the same bytes a day.
  const quota = (request: FastifyRequest) => uploads.designQuota(uploader(request));
  registerCall(app, calls.addToCart, async (p, { request, reply }) => carts.add(() => ensure(request, reply), p, 'linked', quota(request)), addLimit);
  registerCall(app, calls.addToCartMultiple, async (p, { request, reply }) => carts.add(() => ensure(request, reply), p, 'loose', quota(request)), addLimit);
  registerCall(app, calls.modifyCartItem, async (p, { request }) => carts.modify(await current(request), p, quota(request)));
  registerCall(app, calls.modifyItemCart, async (p, { request }) => carts.itemForModify(await current(request), p.id));
  registerCall(app, calls.loadAddToCart, async (p, { request, locale }) => loadAddToCart(catalogue, carts, await current(request), p, locale));

  registerCall(app, calls.shoppingCart, async (p, { request, locale }) => {
    const cart = await current(request);
    const view = await carts.view(cart, locale, { hideComplements: p.hideComplements });
    await carts.shown(cart);
    return view;
  });
  registerCall(app, calls.openShoppingCartIfNeeded, async (_p, { request, reply }) => {
    const cookieAsks = request.cookies[OPEN_CART_COOKIE] === '1';
    if (request.cookies[OPEN_CART_COOKIE] !== undefined) reply.clearCookie(OPEN_CART_COOKIE, { path: '/' });
    return { open: await carts.openIfNeeded(await current(request), cookieAsks, request.headers['user-agent']) };
  });
  registerCall(app, calls.removeItemCart, async (p, { request, locale }) => carts.remove(await current(request), p.id, locale));
  registerCall(app, calls.updateItemQuantity, async (p, { request, reply, locale }) => {
    try {
      return await carts.updateQuantity(await current(request), p, locale);
    } catch (err) {
      // The refusal carries the quantity the server kept, so the field can be restored.
      if (err instanceof QuantityRefused) return reply.code(err.status).send({ ...shopErrorBody(err, locale), quantity: err.quantity });
      throw err;
    }
  });
  // A voucher needs a cart with items: an unknown visitor gets the refusal and no cart is created.
  registerCall(app, calls.checkVoucher, async (p, { request, locale }) => carts.applyVoucher(await current(request), p.code, locale), {
    config: { rateLimit: VOUCHER_RATE_LIMIT },
  });
  registerCall(app, calls.removeSpatulaCart, async (_p, { request }) => carts.removeSpatula(await current(request)));
  registerCall(
    app,
    calls.recoverCart,
    async (p, { request, reply, locale }) => {
      // a cross-site form post never gets here: refuseCrossOriginWrites answers it first (server/http/sameOrigin.ts)
      const { newToken, ...answer } = await carts.recover(p.hash, request.cookies[CART_COOKIE], locale);
      if (newToken) setCartCookie(request, reply, newToken);
      return answer;
    },
    { config: { rateLimit: RECOVER_RATE_LIMIT } },
  );
}
