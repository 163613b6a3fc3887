import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls } from '../../contract';
import type { CallDefinition } from '../../contract/define';
import { setShopCookie } from '../http/cookies';
import { registerCall, type CallContext } from '../http/route';
import type { Services } from '../services';
import { ShopError } from '../services/shopError';
import type { Staff } from '../services/staffService';

// The back office's calls (issue 28). Every one but sign-in passes the staff check first (adminCall): the
// atelier_staff cookie must name an open, unexpired session, or the answer is 401. A shopper's cookies (cart,
// wishlist) and order links are other secrets in other tables: nothing here reads them. Cross-origin writes are refused
// before any route (http/sameOrigin.ts), and the cookie is SameSite=Strict and sent only to /ajax/admin.

export const STAFF_COOKIE = 'atelier_staff';
const STAFF_COOKIE_PATH = '/ajax/admin';
/** Sign-in attempts per client address: a person mistyping never meets it, a password guesser does at once. */
export const STAFF_SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: '5 minutes' };
/** Every other back-office read, per address: far above what a person's clicks make (writes take the shop's
 * WRITE_RATE_LIMIT, as every state-changing call does). */
export const ADMIN_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

const FILES: Record<string, { kind: 'proof' | 'pdf' | 'design'; type: string; ext: string }> = {
  'proof.png': { kind: 'proof', type: 'image/png', ext: 'png' },
  'print.pdf': { kind: 'pdf', type: 'application/pdf', ext: 'pdf' },
  'design.json': { kind: 'design', type: 'application/json', ext: 'json' },
};

export function adminRoutes(app: FastifyInstance, { staff, orderAdmin, print, config }: Services): void {
  const signedIn = (request: FastifyRequest) => staff.require(request.cookies[STAFF_COOKIE]);

  /** A back-office call: the staff check runs before the payload is even read, and the handler gets who it is. */
  function adminCall<C extends CallDefinition>(
    call: C,
    handler: (p: z.output<C['payload']>, by: Staff, ctx: CallContext) => Promise<z.input<C['response']>>,
  ): void {
    const checked = new WeakMap<FastifyRequest, Staff>();
    registerCall(app, call, async (p, ctx) => handler(p, checked.get(ctx.request)!, ctx), {
      config: call.writes ? undefined : { rateLimit: ADMIN_RATE_LIMIT },
      preHandler: async (request) => void checked.set(request, await signedIn(request)),
    });
  }

  registerCall(
    app,
    calls.adminSignIn,
    async (p, { request, reply }) => {
      const { token, staff: who, maxAgeSeconds } = await staff.signIn(p.email, p.password);
      setShopCookie(request, reply, STAFF_COOKIE, token, { maxAgeSeconds, publicUrl: config.publicUrl, sameSite: 'strict', path: STAFF_COOKIE_PATH });
      return { done: true as const, staff: { name: who.name, email: who.email } };
    },
    { config: { rateLimit: STAFF_SIGN_IN_RATE_LIMIT } },
  );
  // Signing out needs no valid session: it ends whatever the cookie names and clears the cookie.
  registerCall(app, calls.adminSignOut, async (_p, { request, reply }) => {
    await staff.signOut(request.cookies[STAFF_COOKIE]);
    reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
    return { done: true as const };
  });
  adminCall(calls.adminMe, async (_p, by) => ({ done: true as const, staff: { name: by.name, email: by.email } }));
  adminCall(calls.adminOrders, async (p) => orderAdmin.list(p));
  adminCall(calls.adminOrder, async (p) => orderAdmin.view(p.number));
  adminCall(calls.adminSetStatus, async (p, by) => orderAdmin.setStatus(p.number, p, by));
  adminCall(calls.adminRenderLine, async (p, by) => orderAdmin.renderAgain(p.number, p.lineId, by));
  adminCall(calls.adminPrintJobs, async (p) => orderAdmin.printJobs(p.state));
  adminCall(calls.adminRetryPrintJob, async (p, by) => {
    await orderAdmin.retry(p.lineId, by);
    return { done: true as const };
  });

  // A line's files, as downloads: the proof, the print PDF, and the design document it was rendered from.
  app.get<{ Params: { number: string; lineId: string; file: string } }>(
    '/ajax/admin/orders/:number/lines/:lineId/:file',
    { config: { rateLimit: ADMIN_RATE_LIMIT }, helmet: false, preHandler: async (request) => void (await signedIn(request)) },
    async (request, reply: FastifyReply) => {
      const { number, lineId, file } = request.params;
      const kind = FILES[file];
      const found = kind && /^\d{1,10}$/.test(lineId) ? await print.orderByNumber(number) : undefined;
      const line = found?.lines.find((l) => String(l.id) === lineId);
      const bytes = !line
        ? undefined
        : kind.kind === 'design'
          ? typeof line.options.design === 'object' && line.options.design !== null
            ? Buffer.from(JSON.stringify(line.options.design))
            : undefined
          : await print.file(line, kind.kind);
      if (!bytes) throw new ShopError(404, 'order', 'admin-line-unknown', { number, line: lineId });
      return reply
        .type(kind.type)
        .header('content-disposition', `attachment; filename="${number}-line-${lineId}${kind.kind === 'proof' ? '-proof' : ''}.${kind.ext}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
}
