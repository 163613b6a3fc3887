import { z } from 'zod';
import { defineCall } from './define';
import { flagField, idField, textField } from './fields';
import { LAST_VIEWED_MAX } from '../rules/lastViewed';
import { countField, idList, productSummary, slugField, table, urlText } from './common';

// The website calls of SPEC.md section 7: translation, related products, last viewed, wishlist, cookies message,
// reviews and the info dialog. HTML fragments of the spec are structured JSON here (see each call's note).

export const translate = defineCall({
  method: 'POST',
  path: '/ajax/website/translation/translate',
  payload: () => z.object({ type: z.enum(['upload-error-max-size', 'upload-multiple-error-max-size']) }).strict(),
  response: () => z.object({ translation: textField(1000) }),
});

/** Slider kinds of SPEC.md section 2. */
export const sliderType = z.enum(['related', 'best-sellers', 'similar', 'last-viewed']);

export const loadRelatedProducts = defineCall({
  method: 'POST',
  path: '/ajax/related-products/load',
  payload: () =>
    z
      .object({
        type: sliderType,
        pathname: textField(500).optional(),
        /** Product ids not to show (the current product, ids already shown). */
        excluded: idList(200).optional(),
        categoryName: textField(100).optional(),
        productType: textField(60).optional(),
        categories: z.array(textField(100)).max(20).optional(),
        appVersion: textField(40).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      /** One slider's products. */
      relatedProducts: z.array(productSummary).max(100).optional(),
      /** Several sliders at once, keyed by content name (e.g. "best-sellers"). */
      multiContainer: z.record(textField(60), z.array(productSummary).max(100)).optional(),
    }),
  note: 'relatedProducts is a ProductSummary[] (or multiContainer: { [contentName]: ProductSummary[] }) instead of HTML.',
});

export const lastViewedProductsRecommender = defineCall({
  method: 'POST',
  path: '/ajax/website/product-list/get-last-viewed-products-recommender',
  payload: () =>
    z
      .object({
        oldView: flagField().optional(),
        /** From local storage: newest last, at most 20. */
        lastViewedProducts: idList(LAST_VIEWED_MAX),
      })
      .strict(),
  response: () =>
    z.object({
      recommender: z.object({ title: textField(200), products: z.array(productSummary).max(100) }),
    }),
  note: 'recommender is { title, products: ProductSummary[] } instead of HTML.',
});

const wishlistIds = z.lazy(() => z.object({ ids: z.array(idField()).max(10_000) }));

export const getWishlistIds = defineCall({
  method: 'POST',
  path: '/ajax/users/get-wishlist-ids',
  payload: () => z.object({}).strict(),
  response: () => wishlistIds,
  note: 'Sticker (design) ids on the wishlist.',
});

export const getWishlistProductIds = defineCall({
  method: 'POST',
  path: '/ajax/users/get-wishlist-product-ids',
  payload: () => z.object({}).strict(),
  response: () => wishlistIds,
  note: 'Product ids on the wishlist.',
});

export const toggleWishlist = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/users/toggle-wishlist',
  payload: () =>
    z
      .object({ productId: idField().optional(), stickerId: idField().optional() })
      .refine((p) => (p.productId === undefined) !== (p.stickerId === undefined), 'exactly one of productId and stickerId is required'),
  response: () => z.object({ done: z.literal(true), action: z.enum(['add', 'remove']), message: textField(1000) }),
  note: 'The spec posts "the form\'s own action" without a path: this path is an invention. Extra form fields are dropped.',
});

export const cookiesMessage = defineCall({
  method: 'POST',
  path: '/ajax/information/cookies-message',
  payload: () => z.object({ type: slugField(60) }).strict(),
  response: () => z.object({ message: textField(5000) }),
});

export const review = z.lazy(() =>
  z.object({
    author: textField(100),
    rating: z.number().int().min(1).max(5),
    title: textField(200),
    body: textField(5000),
    /** ISO date. */
    date: z.iso.date(),
  }),
);

export const getProductReviews = defineCall({
  method: 'GET',
  path: '/ajax/website/get-product-reviews-canvas/:productId/:page?',
  encoding: 'query',
  payload: () =>
    z
      .object({
        productId: idField(),
        /** Page 2 and later; absent for the first page. */
        page: countField(10_000).pipe(z.number().min(1, 'must be at least 1')).optional(),
        version: z.literal('web').default('web'),
      })
      .strict(),
  response: () =>
    z.object({
      list: z.array(review).max(100),
      /** 1 when there is a single (or no) page; the load-more control hides when page equals lastPage. */
      lastPage: countField(10_000).pipe(z.number().min(1)),
      /** Average rating and count of all reviews of the product. */
      summary: z.object({ average: z.number().min(0).max(5), count: countField(10_000_000) }).optional(),
    }),
  note: 'list is a Review[] instead of HTML. Page 1 is /{productId}, page n >= 2 is /{productId}/{n}.',
});

/** A block of info-dialog content. */
export const infoBlock = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('heading'), text: textField(300) }),
    z.object({ kind: z.literal('paragraph'), text: textField(5000) }),
    z.object({ kind: z.literal('list'), items: z.array(textField(1000)).max(100) }),
    z.object({ kind: z.literal('image'), src: urlText(), alt: textField(300) }),
    z.object({ kind: z.literal('table'), table }),
  ]),
);

export const infoDialog = defineCall({
  method: 'GET',
  path: '/ajax/popup/info-dialog',
  encoding: 'query',
  payload: () => z.object({ type: slugField(60), productId: idField().optional(), model: idField().optional() }).strict(),
  response: () =>
    z.object({
      content: z.object({
        title: textField(300),
        /** Optional logo header of the information modal. */
        logo: urlText().optional(),
        blocks: z.array(infoBlock).max(200),
      }),
    }),
  note: 'content is { title, logo?, blocks: (heading | paragraph | list | image | table)[] } instead of HTML.',
});

export const websiteCalls = {
  translate,
  loadRelatedProducts,
  lastViewedProductsRecommender,
  getWishlistIds,
  getWishlistProductIds,
  toggleWishlist,
  cookiesMessage,
  getProductReviews,
  infoDialog,
};
