import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// Discovery calls (SPEC.md section 7): product reviews a page at a time, the sliders (related, best-sellers,
// similar), the last-viewed recommender, the wishlist's ids and its toggle, and the product-score hook.

export type SliderKind = PayloadInput<'loadRelatedProducts'>['type'];

export function createDiscoveryData(client: DataClient = defaultClient) {
  return {
    /** Page 1 is sent without a page (the spec's /{productId}); page n >= 2 as /{productId}/{n}; both ?version=web. */
    reviews: (productId: number, page: number, signal?: AbortSignal) =>
      client.call('getProductReviews', page > 1 ? { productId, page, version: 'web' } : { productId, version: 'web' }, { signal }),
    slider: async (p: PayloadInput<'loadRelatedProducts'>, signal?: AbortSignal) =>
      (await client.call('loadRelatedProducts', p, { signal })).relatedProducts ?? [],
    lastViewed: async (ids: number[], signal?: AbortSignal) =>
      (await client.call('lastViewedProductsRecommender', { lastViewedProducts: ids }, { signal })).recommender,
    wishlistProductIds: async () => (await client.call('getWishlistProductIds', {})).ids,
    wishlistDesignIds: async () => (await client.call('getWishlistIds', {})).ids,
    /** The wishlist form's action: answers done, action (add or remove) and the message for the shopper. */
    toggleWishlist: (productId: number) => client.call('toggleWishlist', { productId }),
    productScore: (productId: number, event: string) => client.call('productScore', { productId, event }),
    /** The header's product search; a newer search aborts the one in flight. */
    search: (q: string) => client.latest('product-search').call('searchProducts', { q }),
    abortSearch: () => client.abortLatest('product-search'),
  };
}
export type DiscoveryData = ReturnType<typeof createDiscoveryData>;

export const discoveryData = createDiscoveryData();
