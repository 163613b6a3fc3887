import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { registerCall } from '../http/route';
import { productDetail, productSummary } from '../services/productPresenter';
import type { Services } from '../services';

export function catalogRoutes(app: FastifyInstance, { catalogue, productSearch }: Services): void {
  registerCall(app, calls.catalogProducts, async (p, { locale }) => {
    const snap = await catalogue.load();
    const q = p.q?.toLowerCase();
    const visible = snap.products.filter(
      (x) => !x.hidden && (!p.category || x.category === p.category) && (!q || `${x.name} ${x.description}`.toLowerCase().includes(q)),
    );
    return { products: await Promise.all(visible.map((x) => productSummary(catalogue, x, locale))) };
  });
  registerCall(app, calls.searchProducts, (p, { locale }) => productSearch.search(p, locale));
  registerCall(app, calls.catalogProduct, async (p, { locale }) => ({ product: await productDetail(catalogue, await catalogue.product(p.id), locale) }));
}
