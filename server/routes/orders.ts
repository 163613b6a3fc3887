import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { errorBody, registerCall } from '../http/route';
import type { Services } from '../services';
import { OrderInvalid, OrderService } from '../services/orderService';
import { CART_COOKIE } from './shopping';
import { t } from '../i18n';

/** Placing orders: generous for a shopper (a retry, a double click), a wall for a script. */
export const PLACE_ORDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Order links are 256-bit tokens; looking them up is still limited, as recovery links are. */
export const ORDER_VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

export function orderRoutes(app: FastifyInstance, { cart: carts, orders }: Services): void {
  registerCall(
    app,
    calls.placeOrder,
    async (p, { request, reply, locale }) => {
      const token = request.cookies[CART_COOKIE];
      try {
        return await orders.place(await carts.find(token), token, p, locale);
      } catch (err) {
        if (!(err instanceof OrderInvalid)) throw err;
        const issues = OrderService.issues(err, locale);
        return reply.code(400).send(errorBody('order-invalid', t(locale, 'order-invalid', { message: issues[0].message }), issues));
      }
    },
    { config: { rateLimit: PLACE_ORDER_RATE_LIMIT } },
  );
  registerCall(app, calls.orderView, async (p, { locale }) => orders.view(p.token, locale), { config: { rateLimit: ORDER_VIEW_RATE_LIMIT } });
}
