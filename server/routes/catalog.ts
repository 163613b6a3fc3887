import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { parsePictureVariant } from '../../contract/pictures';
import { notFound } from '../services/shopError';
import { registerCall } from '../http/route';
import { listedProducts, productDetail } from '../services/productPresenter';
import type { Services } from '../services';

export function catalogRoutes(app: FastifyInstance, { catalogue, productSearch, pictures }: Services): void {
  registerCall(app, calls.catalogProducts, async (p, { locale }) => ({ products: await listedProducts(catalogue, p, locale) }));
  registerCall(app, calls.searchProducts, (p, { locale }) => productSearch.search(p, locale));
  registerCall(app, calls.catalogProduct, async (p, { locale }) => ({ product: await productDetail(catalogue, await catalogue.product(p.id), locale) }));

  // A catalogue picture rendered for browsers (contract/pictures.ts); its SVG master stays under /media/catalog/<id>.svg.
  // The address names only a width and an id the server renders, so no part of it becomes a path.
  app.get<{ Params: { width: string; file: string } }>('/media/catalog/:width/:file', async (request, reply) => {
    const variant = parsePictureVariant(request.params.width, request.params.file);
    const bytes = variant && (await pictures.variant(variant.id, variant.width));
    if (!bytes) throw notFound('picture');
    // A day, as the masters: a redrawn demo picture keeps its address.
    reply.type('image/webp').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=86400');
    return reply.header('content-length', bytes.length).send(bytes);
  });
}
