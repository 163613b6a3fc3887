import type { PayloadInput, Response } from '../../contract';
import type { ProductDetail } from '../../contract/catalog';
import type { ProductSummary } from '../../contract/common';
import { defaultClient, type DataClient } from './client';
import { ApiError } from '../api/errors';

// Product calls (SPEC.md section 7, contract/product.ts and catalog.ts): the catalogue, live prices, price lists,
// heights, sizes, clothing options, preview images and the add / modify calls of the options panel. Calls that the
// panel repeats while the shopper types take a key: a newer call of the same key aborts the one in flight.

type ClothingCall = 'loadModelGenderOptions' | 'loadModelSizesAndColors';
export type AddPayload = PayloadInput<'addToCart'>;

export function createProductData(client: DataClient = defaultClient) {
  return {
    livePrice: (key: string, p: PayloadInput<'calculateCustomPrice'>) => client.latest(key).call('calculateCustomPrice', p),
    customHeight: (key: string, p: PayloadInput<'calculateCustomHeight'>) => client.latest(key).call('calculateCustomHeight', p),
    clothingOptions: <N extends ClothingCall>(key: string, name: N, p: PayloadInput<N>): Promise<Response<N>> => client.latest(key).call(name, p),
    modelSizes: (p: PayloadInput<'loadModelSizesAndColors'>, signal?: AbortSignal) => client.call('loadModelSizesAndColors', p, { signal }),
    checkMaxSize: (p: PayloadInput<'checkMaxSize'>) => client.call('checkMaxSize', p),
    previewImage: (key: string, p: PayloadInput<'previewImage'>) => client.latest(key).call('previewImage', p),
    sizePrices: (key: string, p: PayloadInput<'updateSizesPrices'>) => client.latest(key).call('updateSizesPrices', p),
    packPrices: (key: string, p: PayloadInput<'updatePackPrices'>) => client.latest(key).call('updatePackPrices', p),
    /** add-to-cart, or add-to-cart-multiple for a t-shirt bundle. */
    addToCart: (p: AddPayload, multiple = false): Promise<Response<'addToCart'> | Response<'addToCartMultiple'>> =>
      multiple ? client.call('addToCartMultiple', p) : client.call('addToCart', p),
    modifyCartItem: (p: PayloadInput<'modifyCartItem'>) => client.call('modifyCartItem', p),
    /** The options of the quick-add popup for a product. */
    quickAddOptions: async (productId: number, signal?: AbortSignal) => (await client.call('loadAddToCart', { id: productId }, { signal })).options,
    /** The modify popup's options: the cart item, then its product's options with the item's choices. */
    modifyOptions: async (itemId: number, signal?: AbortSignal) => {
      const item = await client.call('modifyItemCart', { id: itemId }, { signal });
      // the stored unit price is the server's, never sent back
      const { price: _price, ...options } = item.options;
      const r = await client.call(
        'loadAddToCart',
        { id: item.productId, itemId: item.id, quantity: Math.max(1, item.quantity), options, modifyProduct: true },
        { signal },
      );
      return r.options;
    },
    abort: (key: string) => client.abortLatest(key),
  };
}
export type ProductData = ReturnType<typeof createProductData>;

let listCache: Promise<ProductSummary[]> | null = null;

/** The listed products; one request shared by the list page and the slug lookup of the product page. */
export function loadProducts(signal: AbortSignal, client: DataClient = defaultClient): Promise<ProductSummary[]> {
  if (!listCache) {
    // Not aborted by one page leaving: the other page may be waiting for the same list.
    listCache = client.call('catalogProducts', {}).then((r) => r.products);
    listCache.catch(() => (listCache = null));
  }
  return abortable(listCache, signal);
}

/** The product behind a product page URL: slug -> id through the list, then the product call. */
export async function loadProductBySlug(slug: string, signal: AbortSignal, client: DataClient = defaultClient): Promise<ProductDetail> {
  const products = await loadProducts(signal, client);
  const summary = products.find((p) => p.slug === slug);
  if (!summary) throw new ProductNotFound(slug);
  const r = await client.call('catalogProduct', { id: summary.id }, { signal });
  return r.product;
}

/** A product page whose slug names no product: a 404 as the shop would answer it, so pages word it like any refusal. */
export class ProductNotFound extends ApiError {
  constructor(slug: string) {
    super(`catalogProduct ${slug}`, 404, 'product-not-found', 'We could not find this product. It may no longer be available.');
  }
}

/** A promise shared by several readers, given up by one of them (the others still get it) when its signal aborts. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}
