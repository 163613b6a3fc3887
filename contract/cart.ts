import { z } from 'zod';
import { errorResponse } from './define';
import { idField, quantityField, shared, textField } from './fields';
import { countField, currencyCode, formatted, money, urlText } from './common';
import { MAX_CART_COUNT } from '../rules/cart';
import { productOptionsObject } from './options';

// The cart's shapes (SPEC.md section 3 "Cart item", "Cart response", "Product analytics data"), used by shopping.ts.

/** Error codes that name an option section: the UI expands and scrolls to it; any other code -> custom options. */
export const cartSectionErrorCodes = ['size', 'color', 'orientation', 'tissue', 'mechanism', 'drop'] as const;

/** Options of a cart item: the product options plus the unit price the server computed. */
export const cartItemOptions = z.lazy(() => productOptionsObject().extend({ price: money().optional() }));

/** Analytics attributes of a cart item. */
export const cartItemAnalytics = z.lazy(() =>
  z.object({
    reference: textField(40),
    name: textField(200),
    /** Item price, minor units. */
    price: money(),
    variant: textField(200).optional(),
    dimension1: textField(200).optional(),
    dimension2: textField(200).optional(),
  }),
);

export const cartItem = z.lazy(() =>
  z.object({
    id: idField(),
    productId: idField(),
    quantity: quantityField({ min: 0 }),
    /** Made in the designer: Change reopens the designer on it (`editUrl`), and `image` is the design itself. */
    editUrl: z
      .string()
      .regex(/^\/designer\/[a-z0-9-]+\?item=\d+$/)
      .optional(),
    /** The smallest quantity the server takes for this item (0 for control and charger items): the stepper's floor. */
    minQuantity: quantityField({ min: 0 }),
    /** The largest quantity the server takes: the stepper's ceiling. */
    maxQuantity: quantityField(),
    title: textField(300),
    description: textField(2000).optional(),
    image: urlText().optional(),
    options: cartItemOptions,
    unitPrice: money(),
    formattedUnitPrice: formatted(),
    totalPrice: money(),
    formattedTotalPrice: formatted(),
    /** Locked items (priority service, premium user, linked complements) have no quantity control. */
    isLocked: z.boolean(),
    /** Linked to its parent item: removed together with it. */
    linkToParent: z.boolean(),
    parentId: idField().optional(),
    analytics: cartItemAnalytics,
  }),
);
export type CartItem = z.infer<typeof cartItem>;

/** Product analytics data (SPEC.md section 3); `price` and `discount` in minor units. */
export const productAnalytics = z.lazy(() =>
  z.object({
    ref: textField(40),
    name: textField(200),
    internalName: textField(200).optional(),
    listPosition: countField(10_000).optional(),
    quantity: quantityField({ min: 0 }),
    price: money(),
    discount: money().optional(),
    brand: textField(100),
    listName: textField(200).optional(),
    listType: textField(100).optional(),
  }),
);

/** The numbers every cart-changing call returns. total = items, grandTotal = total - discount + shipping. */
export const cartTotals = shared(() => ({
  count: countField(MAX_CART_COUNT),
  total: money(),
  estimatedShippingTotal: money(),
  grandTotal: money(),
  discount: money(),
  currency: currencyCode(),
  formatted: z.object({
    total: formatted(),
    estimatedShippingTotal: formatted(),
    grandTotal: formatted(),
    discount: formatted(),
  }),
  // Progress to free shipping travels with every total, so a quantity change updates the banner with the summary.
  freeShipping: z.object({
    threshold: money(),
    formattedThreshold: formatted(),
    /** Still to spend for free shipping; 0 once reached. */
    remaining: money(),
    formattedRemaining: formatted(),
    reached: z.boolean(),
  }),
  /** Progress towards free express shipping (SPEC.md section 9: expressFreeShippingFrom). */
  freeExpressShipping: z
    .object({
      threshold: money(),
      formattedThreshold: formatted(),
      remaining: money(),
      formattedRemaining: formatted(),
      reached: z.boolean(),
    })
    .optional(),
}));

/** The shopping cart, structured: replaces the spec's cart HTML fragment. */
export const cartView = z.lazy(() =>
  z.object({
    items: z.array(cartItem).max(500),
    ...cartTotals(),
    /** This cart's recovery value: a link `?tvcart=<recoveryHash>` restores the cart in another browser. */
    recoveryHash: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/)
      .optional(),
    voucher: z.object({ code: textField(64), explanation: textField(1000) }).optional(),
    /** Priority-service and premium-user checkboxes: ticking adds a locked item, unticking removes it. */
    extras: z
      .array(
        z.object({
          kind: z.enum(['priority-service', 'premium-user']),
          productId: idField(),
          name: textField(200),
          price: money(),
          formattedPrice: formatted(),
          checked: z.boolean(),
        }),
      )
      .max(10)
      .default([]),
  }),
);
export type CartView = z.infer<typeof cartView>;

/** An item of the add/modify response (for analytics): SPEC.md section 3. */
export const preflightWarning = z.lazy(() =>
  z.object({
    code: z.enum(['image-low-resolution', 'image-very-low-resolution', 'outside-safe-area', 'text-too-small']),
    severity: z.enum(['warning', 'strong']),
    objectId: textField(40),
    name: textField(300),
    dpi: z.number().int().min(0).optional(),
    heightMm: z.number().min(0).optional(),
  }),
);

export const addedCartItem = z.lazy(() =>
  z.object({
    reference: textField(40),
    name: textField(200),
    brand: textField(100),
    currency: currencyCode(),
    price: money(),
    quantity: quantityField({ min: 0 }),
    totalPrice: money(),
    /** The cart item id. */
    id: idField(),
    options: z.object({
      colorApaCode: textField(40).optional(),
      size: textField(100).optional(),
      orientation: textField(20).optional(),
    }),
    /**
     * Designer items: the print preflight the server recomputed from the stored document at the ordered size
     * (editor-engine's PreflightWarning). Informative: adding is never refused for a warning.
     */
    preflight: z.array(preflightWarning).max(500).optional(),
  }),
);

/** The failure answer of update-item-quantity: the error plus the server's quantity to restore in the field. */
export const updateItemQuantityError = z.lazy(() => errorResponse.extend({ quantity: quantityField({ min: 0 }) }));
