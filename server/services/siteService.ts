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
    const product = await this.productAnswer(match.params.slug, locale);
    return product === undefined ? undefined : { [pageDataKey.product(match.params.slug)]: product };
  }

  /**
   * The designer page's product (issue 29's open in 1 s), under the key its route asks for it: handed to the browser
   * in the page (the designer draws in the browser, nothing is rendered here), so it does not wait for the product
   * list and then the product. Undefined for any other page and for a product the designer would not find.
   */
  async designerData(pathname: string, locale: string): Promise<Record<string, unknown> | undefined> {
    const match = matchPage(pathname);
    if (match?.page !== 'designer') return undefined;
    const product = await this.productAnswer(match.params.slug, locale);
    return product === undefined ? undefined : { [pageDataKey.designer(match.params.slug)]: product };
  }

  /** catalogProduct's product for a listed product's slug (the storefront finds a product by slug in the list). */
  private async productAnswer(slug: string, locale: string): Promise<unknown> {
    const product = (await this.catalogue.load()).bySlug.get(slug);
    if (!product || product.hidden) return undefined;
    return calls.catalogProduct.response.parse(asJson({ product: await productDetail(this.catalogue, product, locale) })).product;
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
