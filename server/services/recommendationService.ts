import type { CallName, Payload, ResponseInput } from '../../contract';
import type { Product } from '../catalog/model';
import { t } from '../i18n';
import type { ReviewRepository } from '../repositories/reviewRepository';
import type { SalesRepository } from '../repositories/salesRepository';
import type { CatalogueService } from './catalogueService';
import { productSummary } from './productPresenter';

type Res<N extends CallName> = ResponseInput<N>;

const SLIDER_SIZE = 12;

/**
 * The product sliders, ranked from data: related (products that shared carts and orders with this one, then its
 * category, then its kind of product), similar (same category or designer type), best-sellers (units in carts and
 * orders, then review count, then catalogue order) and the last-viewed recommender.
 */
export class RecommendationService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly reviews: ReviewRepository,
    private readonly sales: SalesRepository,
  ) {}

  async load(p: Payload<'loadRelatedProducts'>, locale: string): Promise<Res<'loadRelatedProducts'>> {
    const snap = await this.catalogue.load();
    const current = productFromPath(p.pathname, snap.bySlug);
    const excluded = new Set([...(p.excluded ?? []), ...(current ? [current.id] : [])]);
    const visible = (list: Product[]) => list.filter((x) => !x.hidden && !excluded.has(x.id)).slice(0, SLIDER_SIZE);
    let products: Product[];
    const category = current?.category ?? p.categoryName;
    if (p.type === 'related') {
      const together = current ? await this.sales.boughtWith(current.id) : new Map<number, number>();
      const kin = kindWords(category);
      const score = (x: Product) =>
        (together.get(x.id) ?? 0) * 8 +
        (x.category === category ? 4 : 0) +
        (current?.designerType && x.designerType === current.designerType ? 2 : 0) +
        ([...kindWords(x.category)].some((w) => kin.has(w)) ? 1 : 0);
      products = visible(
        rank(
          snap.products.filter((x) => score(x) > 0),
          score,
        ),
      );
    } else if (p.type === 'similar') {
      products = visible(snap.products.filter((x) => x.category === category || (current?.designerType && x.designerType === current.designerType)));
    } else {
      const [units, reviews] = await Promise.all([this.sales.unitsByProduct(), this.reviews.countsByProduct()]);
      products = visible(
        rank(
          rank(snap.products, (x) => reviews.get(x.id) ?? 0),
          (x) => units.get(x.id) ?? 0,
        ),
      );
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

/** The words of a category slug, so kin categories meet: printed-sticker and cut-vinyl-sticker, canvas and photo-canvas. */
function kindWords(category: string | undefined): Set<string> {
  return new Set(category?.split('-').filter((w) => w.length > 2) ?? []);
}

/** Highest score first; a stable sort, so equal scores keep the list's order. */
function rank(list: readonly Product[], score: (x: Product) => number): Product[] {
  return [...list].sort((a, b) => score(b) - score(a));
}

/** /product/<slug> (the storefront's product route) to its product. */
function productFromPath(pathname: string | undefined, bySlug: ReadonlyMap<string, Product>): Product | undefined {
  const slug = pathname?.match(/\/product\/([^/?#]+)/)?.[1];
  return slug ? bySlug.get(decodeURIComponent(slug)) : undefined;
}
