import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import type { Db } from './db/database';
import type { ServerConfig } from './config';
import { ShopError } from './http/errors';
import { errorBody, shopErrorBody } from './http/route';
import { requestLocale } from './http/locale';
import { t } from './i18n';
import { createServices, type Services } from './services';
import { registerRoutes } from './routes';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  logger?: boolean | object;
}

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const catalogueImages = path.resolve('fixtures/catalog/images');

/** Builds the shop's HTTP server: plugins, error answers, every /ajax call, media and the built storefront. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance & { services: Services }> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from configured proxies, or a client could pick its own rate-limit key.
    trustProxy: opts.config.trustProxy as boolean,
    // Ids of untrusted JSON never reach prototypes.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  const services = createServices(opts.db, opts.config);
  app.decorate('services', services);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50 } });
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
  await app.register(fastifyStatic, { root: path.join(catalogueImages, 'products'), prefix: '/media/catalog/', decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, { root: path.join(catalogueImages, 'designs'), prefix: '/media/designs/', decorateReply: false, maxAge: '1d' });
  const storefront = opts.config.staticDir;
  const hasStorefront = fs.existsSync(path.join(storefront, 'index.html'));
  if (hasStorefront) await app.register(fastifyStatic, { root: storefront, prefix: '/', wildcard: true, decorateReply: true, index: 'index.html' });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/ajax/') && !request.url.startsWith('/_api/') && !request.url.startsWith('/media/');
    if (wantsPage && hasStorefront) return reply.type('text/html').sendFile('index.html');
    const locale = requestLocale(request);
    return reply.code(404).send(errorBody('not-found', t(locale, 'route-not-found', { path: request.url.split('?')[0] })));
  });
  return app as unknown as FastifyInstance & { services: Services };
}
