// The storefront's pages: one list the React router (storefront/app/App.tsx) and the server share. The server answers
// these paths with the app's HTML (200) and any other path outside the API and media with the same HTML as 404, where
// the app shows its not-found page; the sitemap is built from the same patterns.

/** Page patterns in the router's syntax (`:name` matches one non-empty path segment). */
export const PAGES = {
  home: '/',
  product: '/product/:slug',
  designer: '/designer/:slug',
  checkout: '/checkout',
  order: '/order/:token',
  wishlist: '/wishlist',
  /** The back office (issue 28): staff only; its calls answer 401 without a staff session. */
  admin: '/admin',
  adminOrder: '/admin/orders/:number',
  adminPrintQueue: '/admin/print-queue',
} as const;

export type PageName = keyof typeof PAGES;

const compiled = Object.entries(PAGES).map(([name, pattern]) => ({
  name: name as PageName,
  keys: [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]),
  regex: new RegExp(`^${pattern.replace(/:\w+/g, '([^/]+)')}/?$`),
}));

/** The page a path (without its query) shows, with its decoded parameters; undefined for any other path. */
export function matchPage(pathname: string): { page: PageName; params: Record<string, string> } | undefined {
  for (const { name, keys, regex } of compiled) {
    const m = regex.exec(pathname);
    if (!m) continue;
    try {
      return { page: name, params: Object.fromEntries(keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A page's path with its parameters filled in (encoded). */
export function pagePath(page: PageName, params: Record<string, string> = {}): string {
  return PAGES[page].replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

/**
 * The keys under which a server-rendered page hands the browser its data (issue 13): the storefront's useRequest
 * asks under the same key, so it starts with the server's answer instead of asking again.
 */
export const pageDataKey = {
  /** The product list: catalogProducts' products, unfiltered (the list filters by category itself). */
  products: 'products',
  /** A product page: catalogProduct's product. */
  product: (slug: string) => `product:${slug}`,
  /** The designer's page (issue 29: handed over, not server-rendered): its product, as catalogProduct answers it. */
  designer: (slug: string) => `designer:${slug}`,
  /** The designer's page opened by a shared design's link: sharedDesign's answer for the link's token. */
  sharedDesign: (token: string) => `designer-shared:${token}`,
} as const;

/** The id of the page's <script type="application/json"> block holding its data (not a script the CSP refuses). */
export const PAGE_DATA_ID = 'atelier-data';

/** Request key (pageDataKey) -> the data the server rendered the page with. */
export type PageData = Readonly<Record<string, unknown>>;

/** The page's data block: '<' escaped so no text in the data can close the element. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
