import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import { listedProducts, productDetail } from '../services/productPresenter';
import type { Services } from '../services';

export function catalogRoutes(app: FastifyInstance, { catalogue, productSearch }: Services): void {
  registerCall(app, calls.catalogProducts, async (p, { locale }) => ({ products: await listedProducts(catalogue, p, locale) }));
  registerCall(app, calls.searchProducts, (p, { locale }) => productSearch.search(p, locale));
  registerCall(app, calls.catalogProduct, async (p, { locale }) => ({ product: await productDetail(catalogue, await catalogue.product(p.id), locale) }));
}
