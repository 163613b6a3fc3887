import type { CallName, Payload, ResponseInput } from '../../contract';
import type { Product } from '../catalog/model';
import { t } from '../i18n';
import type { ReviewRepository } from '../repositories/reviewRepository';
import type { CatalogueService } from './catalogueService';
import { productSummary } from './productPresenter';

type Res<N extends CallName> = ResponseInput<N>;

const SLIDER_SIZE = 12;

/**
 * The product sliders: related (the product's own links), similar (same category), best-sellers and the
 * last-viewed recommender. There is no sales history in the demo shop, so best-sellers rank by review count,
 * then catalogue order; the repository query is the one place to change when orders exist.
 */
export class RecommendationService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly reviews: ReviewRepository,
  ) {}

  async load(p: Payload<'loadRelatedProducts'>, locale: string): Promise<Res<'loadRelatedProducts'>> {
    const snap = await this.catalogue.load();
    const current = productFromPath(p.pathname, snap.bySlug);
    const excluded = new Set([...(p.excluded ?? []), ...(current ? [current.id] : [])]);
    const visible = (list: Product[]) => list.filter((x) => !x.hidden && !excluded.has(x.id)).slice(0, SLIDER_SIZE);
    let products: Product[];
    if (p.type === 'related') {
      products = visible((current?.related ?? []).map((id) => snap.byId.get(id)).filter((x): x is Product => !!x));
      if (!products.length) products = visible(snap.products.filter((x) => x.category === (current?.category ?? p.categoryName)));
    } else if (p.type === 'similar') {
      const category = current?.category ?? p.categoryName;
      products = visible(snap.products.filter((x) => x.category === category || (current?.designerType && x.designerType === current.designerType)));
    } else {
      const counts = await this.reviews.countsByProduct();
      products = visible([...snap.products].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0)));
    }
    return { relatedProducts: await Promise.all(products.map((x) => productSummary(this.catalogue, x, locale))) };
  }

  /** Last viewed, newest first (local storage keeps them newest last); unknown or hidden ids are skipped. */
  async lastViewed(p: Payload<'lastViewedProductsRecommender'>, locale: string): Promise<Res<'lastViewedProductsRecommender'>> {
    const snap = await this.catalogue.load();
    const seen = new Set<number>();
    const products = [...p.lastViewedProducts]
      .reverse()
      .filter((id) => !seen.has(id) && seen.add(id))
      .map((id) => snap.byId.get(id))
      .filter((x): x is Product => !!x && !x.hidden);
    return {
      recommender: { title: t(locale, 'last-viewed-title'), products: await Promise.all(products.map((x) => productSummary(this.catalogue, x, locale))) },
    };
  }
}

/** /product/<slug> (the storefront's product route) to its product. */
function productFromPath(pathname: string | undefined, bySlug: ReadonlyMap<string, Product>): Product | undefined {
  const slug = pathname?.match(/\/product\/([^/?#]+)/)?.[1];
  return slug ? bySlug.get(decodeURIComponent(slug)) : undefined;
}
