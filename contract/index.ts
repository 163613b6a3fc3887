import type { z } from 'zod';
import type { CallDefinition } from './define';
import { catalogProduct, catalogProducts, searchProducts } from './catalog';
import { designerCalls } from './designer';
import { productCalls } from './product';
import { shoppingCalls } from './shopping';
import { trackingCalls } from './tracking';
import { uploadCalls } from './upload';
import { websiteCalls } from './website';
import { orderCalls } from './order';
import { adminCalls } from './admin';
import { sharedDesignCalls } from './sharedDesign';

// Every call of SPEC.md section 7 (plus the two catalogue additions), keyed by a camelCase name. Server routes
// register `calls[name].path` and validate with `.payload`; the storefront's client sends and parses through them.
export const calls = {
  ...productCalls,
  ...shoppingCalls,
  ...uploadCalls,
  ...websiteCalls,
  ...designerCalls,
  ...trackingCalls,
  ...orderCalls,
  ...adminCalls,
  ...sharedDesignCalls,
  catalogProducts,
  catalogProduct,
  searchProducts,
} satisfies Record<string, CallDefinition>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
/** What a caller sends (before parsing: numbers may be strings, flags may be "on"). */
export type PayloadInput<N extends CallName> = z.input<Calls[N]['payload']>;
/** What the server reads after parsing. */
export type Payload<N extends CallName> = z.output<Calls[N]['payload']>;
/** What the server sends (before parsing). */
export type ResponseInput<N extends CallName> = z.input<Calls[N]['response']>;
/** What the client reads after parsing. */
export type Response<N extends CallName> = z.output<Calls[N]['response']>;

export { defineCall, errorResponse } from './define';
export type { CallDefinition, ErrorResponse } from './define';
export * from './common';
export * from './options';
export { productDetail, catalogSize, customSizeLimits, colourOption } from './catalog';
export type { ProductDetail } from './catalog';
export { cartItem, cartView, cartItemOptions, addedCartItem, productAnalytics, cartSectionErrorCodes, updateItemQuantityError } from './cart';
export type { CartItem, CartView } from './cart';
export { addToCartPayload } from './shopping';
export { uploadFields, imageFile, imageFiles, fileInfo, MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES, MAX_BASE64_CHARS, MAX_SVG_CHARS } from './upload';
export { review, infoBlock, sliderType } from './website';
