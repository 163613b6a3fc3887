import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import type { Db } from './db/database';
import type { ServerConfig } from './config';
import { ShopError } from './services/shopError';
import { errorBody, shopErrorBody } from './http/route';
import { MAX_IMAGE_BYTES, MAX_UPLOAD_FILES } from '../rules/upload';
import { requestLocale } from './http/locale';
import { refuseCrossOriginWrites } from './http/sameOrigin';
import { registerLifecycle, type Lifecycle } from './http/lifecycle';
import { httpTimeouts } from './http/timeouts';
import { ShopLogController } from './http/logging';
import { writeAfterReads } from './http/writeBatching';
import { helmetOptions, registerPermissionsPolicy } from './http/securityHeaders';
import { t } from './i18n';
import { CATALOGUE_IMAGES, createServices, type Services } from './services';
import { registerRoutes } from './routes';
import { registerCompression, registerStorefront } from './http/storefront';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean | object;
}

/** Fastify's router limit on one path parameter (its default): longer ones are answered 414. */
const MAX_PARAM_LENGTH = 100;

/** Builds the shop's HTTP server: plugins, error answers, every /ajax call, media and the built storefront. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance & { services: Services; lifecycle: Lifecycle }> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // One line per request instead of Fastify's two (server/http/logging.ts).
    logController: new ShopLogController(),
    bodyLimit: 1024 * 1024,
    // Slow clients (issue 10, item 7): a connection silent this long is closed (a body that stalls after its
    // headers held its connection for ever), and headers and a whole request must arrive within their limits (408).
    ...httpTimeouts(opts.config),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // X-Forwarded-For is believed only from configured proxies, or a client could pick its own rate-limit key.
    trustProxy: opts.config.trustProxy as boolean,
    // Ids of untrusted JSON never reach prototypes.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Errors the router meets before any route runs (a path parameter over the router's limit, a malformed %-escape)
    // answer the shop's error shape too, not Fastify's own { error, code, message }.
    frameworkErrors: (err, request, reply) => {
      const locale = requestLocale(request);
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const key = tooLong ? 'uri-too-long' : 'bad-url';
      return (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(errorBody(key, t(locale, key, { max: MAX_PARAM_LENGTH })));
    },
  });
  const services = createServices(opts.db, opts.config);
  app.decorate('services', services);
  app.decorate('lifecycle', registerLifecycle(app, opts.db));

  writeAfterReads(app);
  await registerCompression(app);
  await app.register(cookie);
  refuseCrossOriginWrites(app);
  await app.register(helmet, helmetOptions);
  registerPermissionsPolicy(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_UPLOAD_FILES, fields: 50 } });
  const redis = opts.config.redisUrl ? new Redis(opts.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  if (redis) app.addHook('onClose', async () => void redis.quit());

  app.setErrorHandler((err, request, reply) => {
    const locale = requestLocale(request);
    if (err instanceof ShopError) return reply.code(err.status).send(shopErrorBody(err, locale));
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const key = status === 413 ? 'payload-too-large' : status === 429 ? 'too-many-requests' : status === 415 ? 'unsupported-media-type' : 'bad-request';
      return reply.code(status).send(errorBody(key, t(locale, key, { detail: (err as Error).message })));
    }
    request.log.error(err);
    return reply.code(500).send(errorBody('server', t(locale, 'server-error')));
  });

  await registerRoutes(app, services);

  // Catalogue and library images, and uploads stored by content hash: fixed content types, nosniff from helmet.
  await app.register(fastifyStatic, { root: path.join(CATALOGUE_IMAGES, 'products'), prefix: '/media/catalog/', decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, { root: path.join(CATALOGUE_IMAGES, 'designs'), prefix: '/media/designs/', decorateReply: false, maxAge: '1d' });
  await registerStorefront(app, { staticDir: opts.config.staticDir, site: services.site });
  return app as unknown as FastifyInstance & { services: Services; lifecycle: Lifecycle };
}
