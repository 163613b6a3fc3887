import { matchPage, pagePath, type PageName } from '../../contract/pages';
import type { CatalogueService } from './catalogueService';
import { pageHead } from './pageHead';

/** Pages kept out of search engines: a shopper's own or a step of buying, never a landing page. */
const PRIVATE_PAGES: readonly PageName[] = ['checkout', 'order', 'wishlist', 'designer'];

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

  /** True for a path of the storefront's pages whose product (if it names one) exists. */
  async isPage(pathname: string): Promise<boolean> {
    const match = matchPage(pathname);
    if (!match) return false;
    if (match.page !== 'product' && match.page !== 'designer') return true;
    return (await this.catalogue.load()).bySlug.has(match.params.slug);
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
