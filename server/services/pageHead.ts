import { matchPage } from '../../contract/pages';
import { pictureAttributes } from '../../contract/pictures';
import type { CatalogueService } from './catalogueService';

// What a search engine or a link preview reads in the first HTML answer, before any JavaScript (issue 13): the
// page's title and description, its canonical address, Open Graph tags, and for a product its schema.org Product
// data with the starting price and availability; its main image is requested at once (preload), not after the app
// has started. The React app then renders the page as before.

const SHOP = 'Atelier';

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: no '<' may close the element early. */
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const clip = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** The <head> tags of a page path, or none for the pages that carry nothing for search engines. */
export async function pageHead(pathname: string, deps: { catalogue: CatalogueService; publicUrl: string }): Promise<string> {
  const match = matchPage(pathname);
  if (!match) return '';
  const canonical = `${deps.publicUrl}${pathname === '/' ? '/' : pathname}`;
  if (match.page === 'home') {
    const description = 'Wall stickers, wallpaper, canvas, blinds, rugs and more, cut and printed to your size and your design.';
    return tags({ title: `${SHOP}: made to measure, made for you`, description, canonical, type: 'website' });
  }
  if (match.page !== 'product') return '';
  const product = (await deps.catalogue.load()).bySlug.get(match.params.slug);
  if (!product || product.hidden) return '';
  const price = await deps.catalogue.defaultPrice(product);
  // The page's picture as its <img> offers it; a link preview takes one raster picture, not an SVG: its `src`, the
  // largest rendering.
  const picture = pictureAttributes(product.image, 'product');
  const image = `${deps.publicUrl}${picture.src}`;
  const description = clip(product.description.replace(/\s+/g, ' ').trim());
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    image,
    sku: product.reference,
    brand: { '@type': 'Brand', name: product.brand },
    url: canonical,
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: (price.unitPrice / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
            url: canonical,
          },
        }
      : {}),
  };
  return (
    tags({ title: `${product.name} | ${SHOP}`, description, canonical, type: 'product', image }) +
    // The same srcset and sizes as the page's <img>, so the browser preloads the rendering it will show.
    `<link rel="preload" as="image" href="${esc(picture.src)}"${picture.srcSet ? ` imagesrcset="${esc(picture.srcSet)}" imagesizes="${esc(picture.sizes!)}"` : ''} fetchpriority="high">\n` +
    (price
      ? `<meta property="product:price:amount" content="${(price.unitPrice / 100).toFixed(2)}">\n<meta property="product:price:currency" content="EUR">\n`
      : '') +
    `<script type="application/ld+json">${json(data)}</script>\n`
  );
}

function tags(t: { title: string; description: string; canonical: string; type: string; image?: string }): string {
  return [
    `<title>${esc(t.title)}</title>`,
    `<meta name="description" content="${esc(t.description)}">`,
    `<link rel="canonical" href="${esc(t.canonical)}">`,
    `<meta property="og:site_name" content="${SHOP}">`,
    `<meta property="og:type" content="${t.type}">`,
    `<meta property="og:title" content="${esc(t.title)}">`,
    `<meta property="og:description" content="${esc(t.description)}">`,
    `<meta property="og:url" content="${esc(t.canonical)}">`,
    ...(t.image ? [`<meta property="og:image" content="${esc(t.image)}">`, `<meta name="twitter:card" content="summary_large_image">`] : []),
    '',
  ].join('\n');
}

/** index.html with a page's head tags: its own title and description replace the app's defaults. */
export function withHead(html: string, head: string): string {
  if (!head) return html;
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${head}</head>`);
}
