import type { ProductDetail } from '../../contract/catalog';
import type { ProductSummary } from '../../contract/common';
import { api } from '../api/client';

// Catalogue data for the list and the product page, through the typed client (contract/catalog.ts).

let listCache: Promise<ProductSummary[]> | null = null;

/** The listed products; one request shared by the list page and the slug lookup of the product page. */
export function loadProducts(signal: AbortSignal): Promise<ProductSummary[]> {
  if (!listCache) {
    // Not aborted by one page leaving: the other page may be waiting for the same list.
    listCache = api.call('catalogProducts', {}).then((r) => r.products);
    listCache.catch(() => (listCache = null));
  }
  return abortable(listCache, signal);
}

/** The product behind a product page URL: slug -> id through the list, then the product call. */
export async function loadProductBySlug(slug: string, signal: AbortSignal): Promise<ProductDetail> {
  const products = await loadProducts(signal);
  const summary = products.find((p) => p.slug === slug);
  if (!summary) throw new ProductNotFound(slug);
  const r = await api.call('catalogProduct', { id: summary.id }, { signal });
  return r.product;
}

export class ProductNotFound extends Error {
  readonly errorMessage: string;
  constructor(slug: string) {
    super(`No product is called "${slug}".`);
    this.errorMessage = 'We could not find this product. It may no longer be available.';
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}
