import { calls } from '../../contract';
import { matchPage, pageDataKey, pagePath, type PageName } from '../../contract/pages';
import { listedProducts, productDetail } from './productPresenter';
import type { CatalogueService } from './catalogueService';
import { pageHead } from './pageHead';

/** Pages kept out of search engines: a shopper's own, a step of buying or the back office (its pages all start with
 * /admin, its calls with /ajax/), never a landing page. */
const PRIVATE_PAGES: readonly PageName[] = ['checkout', 'order', 'wishlist', 'designer', 'admin'];

/**
 * What the shop tells search engines: robots.txt, the sitemap of every product the list shows (the catalogue as the
 * database holds it), and whether a page path names something that exists (an unknown product is a 404, not a page).
 */
export class SiteService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly publicUrl: string,
  ) {}

  robots(): string {
    const disallow = ['/ajax/', '/_api/', ...PRIVATE_PAGES.map((p) => pagePath(p).replace(/\/+$/, '/'))];
    return ['User-agent: *', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  async sitemap(): Promise<string> {
    const { products } = await this.catalogue.load();
    const paths = [pagePath('home'), ...products.filter((p) => !p.hidden).map((p) => pagePath('product', { slug: p.slug }))];
    const urls = paths.map((p) => `  <url><loc>${escapeXml(this.publicUrl + p)}</loc></url>`);
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
  }

  /** The <head> tags of a page for search engines and link previews (title, description, canonical, Open Graph, schema.org). */
  head(pathname: string): Promise<string> {
    return pageHead(pathname, { catalogue: this.catalogue, publicUrl: this.publicUrl });
  }

  /**
   * The data the server renders a page with (the product list, a product page), under the keys the storefront asks
   * for it, as the browser would read the same calls' answers (their contract's response schemas); undefined for the
   * pages rendered in the browser only.
   */
  async pageData(pathname: string, locale: string): Promise<Record<string, unknown> | undefined> {
    const match = matchPage(pathname);
    if (match?.page === 'home') {
      const answer = calls.catalogProducts.response.parse(asJson({ products: await listedProducts(this.catalogue, {}, locale) }));
      return { [pageDataKey.products]: answer.products };
    }
    if (match?.page !== 'product') return undefined;
    const product = (await this.catalogue.load()).bySlug.get(match.params.slug);
    if (!product || product.hidden) return undefined;
    const answer = calls.catalogProduct.response.parse(asJson({ product: await productDetail(this.catalogue, product, locale) }));
    return { [pageDataKey.product(product.slug)]: answer.product };
  }

  /** True for a path of the storefront's pages whose product (if it names one) exists. */
  async isPage(pathname: string): Promise<boolean> {
    const match = matchPage(pathname);
    if (!match) return false;
    if (match.page !== 'product' && match.page !== 'designer') return true;
    return (await this.catalogue.load()).bySlug.has(match.params.slug);
  }
}

/** What the data becomes on its way through JSON, as the browser receives an answer. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
