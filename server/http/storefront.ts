import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { SiteService } from '../services/siteService';
import { errorBody } from './route';
import { withHead } from '../services/pageHead';
import { loadPageRenderer, withPageData, type PageRenderer } from './ssr';
import { designerPageData } from './designerPage';
import { resolveLocale } from '../i18n';
import { requestLocale } from './locale';
import { t } from '../i18n';
import { COMPRESS_THRESHOLD } from './compression';

// How the shop is served (docs/serving.md): compression, cache lifetimes, the built storefront, robots.txt, the
// sitemap and 404s. One file, so every Cache-Control the shop sends about its pages and assets is decided here.

/** Vite names files under assets/ by their content hash: a changed file is a new name, so a year is safe. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages may show a shopper's own state: a browser revalidates them (ETag), a shared cache never keeps them. */
export const PAGE = 'private, no-cache';
const ROBOTS_AND_SITEMAP = 'public, max-age=3600';
const NOT_PAGES = /^\/(ajax|_api|media|fonts|assets)(\/|$)/;

/**
 * Brotli or gzip for what the server writes per request (JSON over 1 KB, uploaded SVGs...). Quality 4: per-request
 * brotli at 11 costs ~100 times more CPU for a few percent; the built storefront comes precompressed at 11 instead.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are never compressed by the shop's clients: no inflating hook on the way in.
    globalDecompression: false,
  });
}

/** The built storefront, robots.txt, sitemap.xml, and the 404 for everything else. */
export async function registerStorefront(app: FastifyInstance, options: { staticDir: string; site: SiteService }): Promise<void> {
  const { staticDir, site } = options;
  const hasStorefront = fs.existsSync(path.join(staticDir, 'index.html'));
  app.decorate('storefrontRoot', staticDir);
  const renderer = hasStorefront ? await loadPageRenderer(staticDir) : undefined;
  const page = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404) => sendPage(request, reply, status, { site, renderer });
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      decorateReply: true,
      // Pages are answered by the not-found handler below (the app's HTML for a known page, 404 otherwise).
      index: false,
      // x.js.br and x.js.gz written at build time (build/precompress.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      cacheControl: false,
      // Never the .br/.gz copies by name, nor the build manifest (.vite/), which only the server reads (ssr.ts).
      allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname) && !pathname.startsWith('/.vite/'),
      setHeaders: (reply, file) => {
        const hashed = file.startsWith(path.join(staticDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? IMMUTABLE : /\.html(\.br|\.gz)?$/.test(file) ? PAGE : 'public, max-age=3600');
      },
    });
  }

  // The home page by its own route: the static wildcard took "/" as its folder and, with no index file to serve and no
  // precompressed copy asked for (a client without Accept-Encoding: curl, some crawlers), answered 403.
  if (hasStorefront) app.get('/', (request, reply) => page(request, reply, 200));

  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', ROBOTS_AND_SITEMAP).send(site.robots()));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', ROBOTS_AND_SITEMAP)
      .send(await site.sitemap()),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(pathname);
    if (wantsPage && hasStorefront) return page(request, reply, (await site.isPage(pathname)) ? 200 : 404);
    const locale = requestLocale(request);
    return reply
      .code(404)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(errorBody('not-found', t(locale, 'route-not-found', { path: pathname })));
  });
}

/**
 * The app's HTML: the router shows the page, or its not-found page under a 404. A page with head tags for search
 * engines (the home page, a product) gets them written into index.html (read once), and its content rendered by the
 * server when the storefront was built with its renderer (server/http/ssr.ts); the designer's page gets its data
 * (designerPage.ts); the others are sent as built.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404,
  { site, renderer }: { site: SiteService; renderer?: PageRenderer },
): Promise<FastifyReply> {
  const [pathname, search = ''] = request.url.split('?');
  // The locale the storefront's calls are answered in: the lang cookie, else the page's own language (index.html's).
  const locale = () => resolveLocale({ cookie: request.cookies?.lang, acceptLanguage: 'en' });
  const head = status === 200 ? await site.head(pathname) : '';
  if (!head) {
    // the designer's page: no head tags, not rendered, but handed what its first draw needs (designerPage.ts)
    const handed = status === 200 ? await designerPageData(request, pathname, search, site, locale()) : undefined;
    if (!handed) return reply.code(status).sendFile('index.html');
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', PAGE)
      .send(
        withPageData(
          indexHtml(reply).replace('</head>', () => `${handed.head}</head>`),
          handed.data,
        ),
      );
  }
  let html = withHead(indexHtml(reply), head);
  const data = renderer && (await site.pageData(pathname, locale()));
  if (renderer && data) {
    const rendered = await renderer.page(html, pathname, search, data);
    html = rendered.html;
    if (rendered.styleAttributeSources.length) {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      if (policy) reply.header('content-security-policy', `${policy};style-src-attr 'unsafe-hashes' ${rendered.styleAttributeSources.join(' ')}`);
    }
  }
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', PAGE).send(html);
}

const indexCache = new Map<string, string>();
function indexHtml(reply: FastifyReply): string {
  const root = (reply.server as unknown as { storefrontRoot: string }).storefrontRoot;
  let html = indexCache.get(root);
  if (html === undefined) indexCache.set(root, (html = fs.readFileSync(path.join(root, 'index.html'), 'utf8')));
  return html;
}
