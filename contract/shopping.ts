import { z } from 'zod';
import { defineCall } from './define';
import { flagField, idField, quantityField, shared, textField } from './fields';
import { countField, formatted, money, signedMoney } from './common';
import { MAX_CART_COUNT } from '../rules/cart';
import { designDocument } from './design';
import { complements, crossSellingProducts, multiProducts, productOptions, upSellingProducts } from './options';
import { addedCartItem, cartItemOptions, cartTotals, cartView, productAnalytics } from './cart';

// The cart calls of SPEC.md section 7. Failures (done false) answer 4xx with `errorResponse`; for add and modify its
// errorCode names the option section to open (cartSectionErrorCodes in cart.ts).

/** add-to-cart payload (also the designer cart payload of SPEC.md section 3); modify-cart-item extends it. */
export const addToCartPayload = shared(() =>
  z
    .object({
      productId: idField(),
      quantity: quantityField(),
      options: productOptions.default({}),
      complements: complements.optional(),
      multiProducts: multiProducts.optional(),
      crossSellingProducts: crossSellingProducts.optional(),
      upSellingProducts: upSellingProducts.optional(),
      /** Sizes were entered in inches: the server converts them (2.54). */
      convertUM: flagField().optional(),
      isLocked: flagField().optional(),
      /**
       * Designer products: the design document (editor-engine's DesignDocument, JSON). The server restores it (a
       * document it cannot restore is refused with the field named) and keeps it with the item, so Change reopens it.
       */
      design: designDocument.optional(),
    })
    .strict(),
);

const addToCartResponse = z.lazy(() =>
  z.object({
    done: z.literal(true),
    cartItems: z.array(addedCartItem).max(200),
    /** Items in the cart after the call (header badge). */
    count: countField(MAX_CART_COUNT).optional(),
  }),
);

export const addToCart = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/add-to-cart',
  payload: () => addToCartPayload(),
  response: () => addToCartResponse,
  note: 'The storefront always posts JSON (the old quick-add form-data variant is not needed).',
});

export const addToCartMultiple = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/add-to-cart-multiple',
  payload: () => addToCartPayload(),
  response: () => addToCartResponse,
});

export const modifyCartItem = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/modify-cart-item',
  payload: () =>
    addToCartPayload()
      .extend({
        /** The cart item id. */
        id: idField(),
        productName: textField(300).optional(),
        supportColor: idField().optional(),
        materialCanvas: textField(40).optional(),
        /** Vinyl rug format id. */
        format: textField(40).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      cartItems: z.array(addedCartItem).max(200).default([]),
      count: countField(MAX_CART_COUNT).optional(),
    }),
});

export const shoppingCart = defineCall({
  method: 'POST',
  path: '/ajax/shopping/shopping-cart',
  payload: () =>
    z
      .object({
        hideComplements: flagField().optional(),
        renderNewCart: flagField().optional(),
        /** The ?t={timestamp} cache-buster (query string; servers merge it into the payload). Ignored. */
        t: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,16}$/)]).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      cart: cartView,
      title: textField(200),
      count: countField(MAX_CART_COUNT),
      dataLayer: z.array(productAnalytics).max(500),
    }),
  note: 'cart is a structured CartView instead of HTML. The client appends ?t=<timestamp> as the spec does.',
});

export const openShoppingCartIfNeeded = defineCall({
  method: 'POST',
  path: '/ajax/shopping/open-shopping-cart-if-needed',
  payload: () => z.object({}).strict(),
  response: () => z.object({ open: z.boolean() }),
});

export const modifyItemCart = defineCall({
  method: 'POST',
  path: '/ajax/shopping/modify-item-cart',
  payload: () => z.object({ id: idField() }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      id: idField(),
      productId: idField(),
      description: textField(2000),
      quantity: quantityField({ min: 0 }),
      options: cartItemOptions,
      /** A designed item's document, to reopen the designer on it. */
      design: designDocument.optional(),
    }),
});

export const removeItemCart = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/remove-item-cart',
  payload: () => z.object({ id: idField() }).strict(),
  response: () => z.object({ done: z.literal(true), ...cartTotals() }),
  note: 'count 0 closes the cart; otherwise the UI reloads it with shopping-cart.',
});

export const updateItemQuantity = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/update-item-quantity',
  payload: () => z.object({ id: idField(), quantity: quantityField({ min: 0 }), prevQuantity: quantityField({ min: 0 }).optional() }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      ...cartTotals(),
      /** Change of the cart total, minor units (negative when lowering). */
      dif: signedMoney(),
      /** The item's new line total. */
      priceTotalArticle: money(),
      formattedPriceTotalArticle: formatted(),
      /** The quantity the server kept. */
      quantity: quantityField({ min: 0 }),
    }),
  note: 'On failure the errorResponse also carries `quantity` (updateItemQuantityError) to restore the field.',
});

export const checkVoucher = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/shopping/shopping-cart-check-voucher',
  payload: () => z.object({ code: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters') }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      /** Reload the cart now (it also reloads 10 s after a success). */
      reload: z.boolean(),
      explanation: textField(1000),
    }),
  note: 'A refused voucher is a 4xx errorResponse whose errorMessage is the explanation (shown in a red alert).',
});

export const removeSpatulaCart = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/compra/remove-spatula-cart',
  payload: () => z.object({}).strict(),
  response: () => z.object({ removeSpatula: z.boolean(), count: countField(MAX_CART_COUNT) }),
});

export const recoverCart = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/compra/recover-cart',
  payload: () => z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'is not a cart link') }).strict(),
  response: () => z.object({ count: countField(MAX_CART_COUNT), cart: cartView }),
  note: 'hash comes from the tvcart URL query parameter; cart is a structured CartView instead of HTML.',
});

export const shoppingCalls = {
  addToCart,
  addToCartMultiple,
  modifyCartItem,
  shoppingCart,
  openShoppingCartIfNeeded,
  modifyItemCart,
  removeItemCart,
  updateItemQuantity,
  checkVoucher,
  removeSpatulaCart,
  recoverCart,
};
