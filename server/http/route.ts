import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { CallDefinition, ErrorResponse } from '../../contract/define';
import { changedByParsing } from '../../contract/changedByParsing';
import { ShopError } from '../services/shopError';
import { requestLocale } from './locale';
import { t } from '../i18n';
import { COMPRESS_THRESHOLD } from './compression';

export interface CallContext {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: string;
}

export type CallHandler<C extends CallDefinition> = (
  payload: z.output<C['payload']>,
  ctx: CallContext,
) => Promise<z.input<C['response']>> | z.input<C['response']>;

/**
 * The rate limit of a call that changes what the server keeps and names no limit of its own (update, remove, modify,
 * the wishlist...), per client address: far above what a shopper's clicks make, a wall for a script.
 */
export const WRITE_RATE_LIMIT = { max: 240, timeWindow: '1 minute' };

/** Responses are checked against the contract in tests and development, so the API cannot drift from its schema. */
const checkResponses = process.env.NODE_ENV !== 'production';

/**
 * Registers one call of the contract: the payload (the query of a GET, the body of a POST, and path parameters) is validated with the
 * call's schema, and a bad one is answered 400 with a message per field, never passed on.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: { config?: object; preHandler?: preHandlerAsyncHookHandler; bodyLimit?: number; smallAnswer?: boolean } = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    // a call that changes what the server keeps is always rate limited (issue 10, item 10): its own limit, or this one
    config: call.writes ? { rateLimit: WRITE_RATE_LIMIT, ...options.config } : options.config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // An answer always under the compression threshold (the live price) skips the compression hooks, which ran on
    // every call for nothing (docs/serving.md); outside production each answer is checked to stay under it.
    ...(options.smallAnswer ? { compress: false as const } : {}),
    preHandler: options.preHandler,
    // JSON answers need none of the document headers helmet computes for pages (CSP, frame options...), and those
    // cost a third of a cheap call's time: API answers carry just nosniff and no-store.
    helmet: false,
    handler: async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      const locale = requestLocale(request);
      // A body that is JSON but not an object (null, an array, a string, a number) is refused, not read as {}.
      if (request.body !== undefined && !isObject(request.body)) {
        const message = t(locale, 'field-invalid-reason', { field: '(payload)', reason: 'must be an object' });
        return reply.code(400).send(errorBody('invalid', message, [{ path: '(payload)', message: 'must be an object' }]));
      }
      // ?lang= picks the shopper's language on any call (requestLocale): it is not part of a call's payload. A call
      // that changes state reads its payload from the body only (issue 10): a link or a form of another page cannot
      // smuggle fields in through the query string (the ?t= cache-buster is the only query a POST carries).
      const { lang: _lang, ...query } = isObject(request.query) && (call.method === 'GET' || call.encoding === 'query') ? request.query : {};
      const raw = {
        ...query,
        ...(isObject(request.body) ? request.body : {}),
        ...(isObject(request.params) ? request.params : {}),
      };
      const parsed = call.payload.safeParse(raw);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.') || '(payload)', message: i.message }));
        const first = issues[0];
        const message = t(locale, 'field-invalid-reason', { field: first.path, reason: first.message });
        return reply.code(400).send(errorBody('invalid', message, issues));
      }
      const result = await handler(parsed.data as z.output<C['payload']>, { request, reply, locale });
      if (checkResponses && !reply.sent) {
        // checked as the browser receives it: JSON
        const text = JSON.stringify(result) ?? '';
        const sent: unknown = text ? JSON.parse(text) : undefined;
        const check = call.response.safeParse(sent);
        if (!check.success) {
          request.log.error({ issues: check.error.issues, path: call.path }, 'response does not match the contract');
          throw new Error(`response of ${call.path} does not match the contract: ${check.error.issues[0]?.path.join('.')} ${check.error.issues[0]?.message}`);
        }
        // The storefront reads answers as sent, without zod, in production (storefront/api/client.ts): an answer must
        // not rely on its schema to fill a default or transform a value.
        const changed = changedByParsing(check.data, sent);
        if (changed !== undefined) throw new Error(`response of ${call.path} changes when parsed, at ${changed || 'its root'}: send what the contract reads`);
        if (options.smallAnswer && Buffer.byteLength(text) >= COMPRESS_THRESHOLD)
          throw new Error(`response of ${call.path} is marked smallAnswer but has ${Buffer.byteLength(text)} bytes`);
      }
      return result;
    },
  });
}

export function errorBody(code: string, message: string, issues?: ErrorResponse['issues']): ErrorResponse {
  return { done: false, error: message, errorCode: code, errorMessage: message, ...(issues ? { issues } : {}) };
}

/** Turns a ShopError into its translated 4xx answer. */
export function shopErrorBody(err: ShopError, locale: string): ErrorResponse {
  return errorBody(err.code, t(locale, err.messageKey, err.params));
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
