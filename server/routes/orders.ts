import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../contract';
import { errorBody, registerCall } from '../http/route';
import type { Services } from '../services';
import { OrderInvalid, OrderService } from '../services/orderService';
import { CART_COOKIE } from './shopping';
import { t } from '../i18n';
import { ShopError } from '../services/shopError';
import { PRINT_FILE_NAME } from '../print/printFileStore';

/** Placing orders: generous for a shopper (a retry, a double click), a wall for a script. */
export const PLACE_ORDER_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/** Order links are 256-bit tokens; looking them up is still limited, as recovery links are. */
export const ORDER_VIEW_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/** The print shop's calls: a script, not a shopper; still limited, as every call that opens files is. */
export const PRINT_FILES_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sameSecret = (a: string, b: string) => {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
};

export function orderRoutes(app: FastifyInstance, { cart: carts, orders, print, config }: Services): void {
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

  // A personalised line's proof, for whoever holds the order link (the shopper's confirmation page).
  app.get<{ Params: { token: string; lineId: string } }>(
    '/ajax/order/:token/proof/:lineId',
    { config: { rateLimit: ORDER_VIEW_RATE_LIMIT }, helmet: false },
    async (request, reply) => {
      const { token, lineId } = request.params;
      const found = TOKEN.test(token) ? await orders.byToken(token) : undefined;
      const line = found?.lines.find((l) => String(l.id) === lineId);
      const png = line ? await print.file(line, 'proof') : undefined;
      if (!png) throw new ShopError(404, 'order', 'order-unknown');
      return reply.type('image/png').header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=3600').send(png);
    },
  );

  // The print shop: orders with their lines' files, and each file, behind PRINT_FILES_TOKEN (docs/orders.md).
  const shopOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!config.printFilesToken || !given || !sameSecret(given, config.printFilesToken)) {
      reply.header('www-authenticate', 'Bearer');
      throw new ShopError(401, 'print-files', 'print-files-token');
    }
  };
  const printOptions = { config: { rateLimit: PRINT_FILES_RATE_LIMIT }, helmet: false as const, preHandler: shopOnly };
  app.get('/ajax/print-files/orders', printOptions, async (_request, reply) => {
    const list = await print.recentOrders(200);
    reply.header('cache-control', 'no-store');
    return {
      orders: await Promise.all(
        list.map(async ({ order, lines }) => ({
          number: order.number,
          status: order.status,
          createdAt: order.createdAt,
          lines: await Promise.all(
            lines
              .filter((l) => l.printStatus !== 'none')
              .map(async (l) => ({
                id: l.id,
                title: l.title,
                quantity: l.quantity,
                printStatus: l.printStatus,
                ...(l.printStatus === 'ready'
                  ? {
                      pdf: `/ajax/print-files/${order.number}/${l.id}.pdf`,
                      proof: `/ajax/print-files/${order.number}/${l.id}.png`,
                      // every file the line is made from, named for the machine it goes to (issue 27)
                      files: ((await print.filesOf(order.number, l.id)) ?? []).map((f) => ({
                        name: f.name,
                        part: f.part,
                        type: f.type,
                        bytes: f.bytes,
                        url: `/ajax/print-files/${order.number}/${l.id}/${encodeURIComponent(f.name)}`,
                      })),
                    }
                  : {}),
              })),
          ),
        })),
      ),
    };
  });
  // One production file of a line by its name (the list above gives each one's address).
  app.get<{ Params: { number: string; lineId: string; name: string } }>('/ajax/print-files/:number/:lineId/:name', printOptions, async (request, reply) => {
    const { number, lineId, name } = request.params;
    const found = /^\d{1,10}$/.test(lineId) && PRINT_FILE_NAME.test(name) ? await print.fileOf(number, Number(lineId), name) : undefined;
    if (!found) throw new ShopError(404, 'order', 'order-unknown');
    return reply
      .type(found.file.type)
      .header('content-disposition', `attachment; filename="${found.file.name}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(found.bytes);
  });
  app.get<{ Params: { number: string; file: string } }>('/ajax/print-files/:number/:file', printOptions, async (request, reply) => {
    const m = /^(\d{1,10})\.(pdf|png)$/.exec(request.params.file);
    const found = m ? await print.orderByNumber(request.params.number) : undefined;
    const line = found?.lines.find((l) => String(l.id) === m![1]);
    const bytes = line ? await print.file(line, m![2] === 'pdf' ? 'pdf' : 'proof') : undefined;
    if (!bytes) throw new ShopError(404, 'order', 'order-unknown');
    return reply
      .type(m![2] === 'pdf' ? 'application/pdf' : 'image/png')
      .header('content-disposition', `attachment; filename="${request.params.number}-line-${m![1]}.${m![2]}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(bytes);
  });
}
