import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls } from '../../contract';
import type { CallDefinition } from '../../contract/define';
import { setShopCookie } from '../http/cookies';
import { registerCall, type CallContext } from '../http/route';
import type { Services } from '../services';
import { PRINT_FILE_NAME } from '../print/printFileStore';
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

/** A line's own downloads beside its production files (which come by name from PrintService.filesOf). */
const FILES: Record<string, { kind: 'proof' | 'design'; type: string; suffix: string }> = {
  'proof.png': { kind: 'proof', type: 'image/png', suffix: '-proof.png' },
  'design.json': { kind: 'design', type: 'application/json', suffix: '.json' },
};
const LINE_ID = /^\d{1,10}$/;

/** A download: never shown in the back office's own page, never cached, never sniffed into something else. */
const download = (reply: FastifyReply, type: string, filename: string, bytes: Buffer) =>
  reply
    .type(type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);

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

  // A line's files, as downloads, each checked by the staff session before anything is looked up; whatever is not
  // there (another order's line, a name the line does not have) is the same 404.
  const fileOptions = {
    config: { rateLimit: ADMIN_RATE_LIMIT },
    helmet: false as const,
    preHandler: async (request: FastifyRequest) => void (await signedIn(request)),
  };
  // its proof and the design document it was rendered from
  app.get<{ Params: { number: string; lineId: string; file: string } }>(
    '/ajax/admin/orders/:number/lines/:lineId/:file',
    fileOptions,
    async (request, reply) => {
      const { number, lineId, file } = request.params;
      const kind = FILES[file];
      const found = kind && LINE_ID.test(lineId) ? await print.orderByNumber(number) : undefined;
      const line = found?.lines.find((l) => String(l.id) === lineId);
      const bytes = !line
        ? undefined
        : kind.kind === 'design'
          ? typeof line.options.design === 'object' && line.options.design !== null
            ? Buffer.from(JSON.stringify(line.options.design))
            : undefined
          : await print.file(line, kind.kind);
      if (!bytes) throw new ShopError(404, 'order', 'admin-line-unknown', { number, line: lineId });
      return download(reply, kind.type, `${number}-line-${lineId}${kind.suffix}`, bytes);
    },
  );
  // every production file (issue 27) by the name its list gives: the name is looked up in the list, never a path
  app.get<{ Params: { number: string; lineId: string; name: string } }>(
    '/ajax/admin/orders/:number/lines/:lineId/files/:name',
    fileOptions,
    async (request, reply) => {
      const { number, lineId, name } = request.params;
      const found = LINE_ID.test(lineId) && PRINT_FILE_NAME.test(name) ? await print.fileOf(number, Number(lineId), name) : undefined;
      if (!found) throw new ShopError(404, 'order', 'admin-line-unknown', { number, line: lineId });
      return download(reply, found.file.type, found.file.name, found.bytes);
    },
  );
}
