import { z } from 'zod';
import { defineCall } from './define';
import { flagField, idField, lengthField, numberField, quantityField, shared, textField } from './fields';
import { clothingGender, countField, effectId, formatted, money, urlText } from './common';
import { clothingModelOption, materialColourOption, productDetail } from './catalog';
import { complements, crossSellingProducts, multiProducts, productOptions, upSellingPrices } from './options';

// The product calls of SPEC.md section 7. Payloads are strict: an unknown top-level key is a mistake. Option bags
// (`options`) are shared with the cart calls and drop unknown keys (see options.ts).

/** A shopper-readable message from the server's translation table. */
const message = () => textField(1000);

export const calculateCustomHeight = defineCall({
  method: 'POST',
  path: '/ajax/product/calculate-custom-height',
  payload: () =>
    z
      .object({
        productId: idField(),
        width: lengthField(),
        /** The width is in inches: converted on the server (x 2.54, to 0.1 cm) as calculate-custom-price does; the height is answered in inches. */
        convertUM: flagField().optional(),
      })
      .strict(),
  response: () =>
    z.object({
      /** Absent (with `error`) when no height can be computed: the UI clears width and resets height to 0. In inches (2 decimals) with convertUM. */
      height: lengthField().optional(),
      error: message().optional(),
    }),
});

/** Free-shipping summary shown under the sizes (replaces the spec's view fragment). */
export const freeShippingView = z.lazy(() =>
  z.object({
    threshold: money(),
    formattedThreshold: formatted(),
    /** e.g. "Free shipping from 60 €". */
    message: message(),
  }),
);

export const updateSizesPrices = defineCall({
  method: 'POST',
  path: '/ajax/product/update-sizes-prices',
  payload: () =>
    z
      .object({
        productId: idField(),
        options: z.object({ pack: quantityField().optional(), color: idField().optional() }).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      /** One entry per catalogue size; `id` is the sizeid. */
      prices: z
        .array(
          z.object({
            id: idField(),
            price: money(),
            formattedPrice: formatted(),
            oldPrice: money().optional(),
            formattedOldPrice: formatted().optional(),
          }),
        )
        .max(500),
      freeShippingView: freeShippingView,
      freeExpressShippingView: freeShippingView,
    }),
  note: 'freeShippingView and freeExpressShippingView are structured { threshold, formattedThreshold, message }.',
});

export const calculateCustomPrice = defineCall({
  method: 'POST',
  path: '/ajax/product/calculate-custom-price',
  payload: () =>
    z
      .object({
        productId: idField(),
        quantity: quantityField(),
        width: lengthField().optional(),
        height: lengthField().optional(),
        device: idField().optional(),
        pack: quantityField().optional(),
        isCatalogSize: flagField().optional(),
        composition: idField().optional(),
        options: productOptions.optional(),
        // t-shirts
        model: idField().optional(),
        materialColor: idField().optional(),
        color: idField().optional(),
        modelSize: textField(10).optional(),
        multiProducts: multiProducts.optional(),
        // blinds
        tissue: idField().optional(),
        mechanism: idField().optional(),
        drop: idField().optional(),
        supportColor: idField().optional(),
        /** The shopper typed width and height in inches: converted on the server (x 2.54, to 0.1 cm) as add-to-cart does. */
        convertUM: flagField().optional(),
        /** Up-selling personalised texts added with the item: priced as the cart adds them (upSellingPrice, totalPrice). */
        upSellingProducts: upSellingPrices.optional(),
        /** Accessories and "goes well with" products added with the item, as add-to-cart takes them: priced as the cart adds them. */
        complements: complements.optional(),
        crossSellingProducts: crossSellingProducts.optional(),
      })
      .strict(),
  response: () =>
    z
      .object({
        /** Total for `quantity`, minor units. Absent when `error` is set. */
        price: money().optional(),
        formattedPrice: formatted().optional(),
        oldPrice: money().optional(),
        formattedOldPrice: formatted().optional(),
        unitPrice: money().optional(),
        formattedUnitPrice: formatted().optional(),
        /** With upSellingProducts: the texts' price (what the cart charges for them) and price + that, minor units. */
        upSellingPrice: money().optional(),
        formattedUpSellingPrice: formatted().optional(),
        /** With complements or crossSellingProducts: what they add (minor units). */
        extrasPrice: money().optional(),
        formattedExtrasPrice: formatted().optional(),
        /** With any of the above: the item plus everything added with it, what Add will charge. */
        totalPrice: money().optional(),
        formattedTotalPrice: formatted().optional(),
        /** Size out of range and similar: shown in the info dialog (HTTP 200, not a failure). */
        error: message().optional(),
        /** Designer only: shown as a message, the price stays valid. */
        warning: message().optional(),
      })
      .refine((r) => r.price !== undefined || r.error !== undefined, 'price or error is required'),
  note: 'The client aborts the previous request (api.latest). error/warning answer with HTTP 200.',
});

export const updatePackPrices = defineCall({
  method: 'POST',
  path: '/ajax/product/update-pack-prices',
  payload: () => z.object({ productId: idField(), pack: quantityField().optional() }).strict(),
  response: () =>
    z.object({
      /** One entry per pack; `id` is the pack size. */
      prices: z
        .array(
          z.object({
            id: quantityField(),
            price: money(),
            formattedPrice: formatted(),
            oldPrice: money().optional(),
            formattedOldPrice: formatted().optional(),
          }),
        )
        .max(500),
    }),
});

/** Rendering hints of the page: the DOM id prefix of the popup and the index in a t-shirt bundle. */
const renderHints = shared(() => ({
  prefix: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be a simple word')
    .optional(),
  productIndex: countField(99).optional(),
}));

export const modelSizeOption = z.lazy(() =>
  z.object({
    size: textField(10),
    /** Surcharge over the model's base price, minor units (0 for none). */
    surcharge: money(),
    formattedSurcharge: formatted().optional(),
  }),
);

export const loadModelGenderOptions = defineCall({
  method: 'POST',
  path: '/ajax/product/load-model-gender-options',
  payload: () => z.object({ gender: clothingGender, productId: idField(), ...renderHints() }).strict(),
  response: () =>
    z.object({
      /** The gender's models; the UI auto-selects the first one. */
      models: z.array(clothingModelOption).max(200),
      /** Material colours of the first model. */
      materialColors: z.array(materialColourOption).max(200),
      modelSizes: z.array(modelSizeOption).max(50),
    }),
  note: 'models, materialColors and modelSizes are structured lists instead of HTML.',
});

export const loadModelSizesAndColors = defineCall({
  method: 'POST',
  path: '/ajax/product/load-model-sizes-and-colors',
  payload: () => z.object({ modelId: idField(), productId: idField(), ...renderHints() }).strict(),
  response: () =>
    z.object({
      materialColors: z.array(materialColourOption).max(200),
      modelSizes: z.array(modelSizeOption).max(50),
    }),
  note: 'materialColors and modelSizes are structured lists instead of HTML.',
});

export const previewImage = defineCall({
  method: 'POST',
  path: '/ajax/product/preview-image',
  payload: () =>
    z
      .object({
        productId: idField(),
        makePhotoMontage: flagField().optional(),
        effect: effectId.optional(),
        compositionId: idField().optional(),
      })
      .strict(),
  /** img: served URL of the preview (the path is kept by the page). */
  response: () => z.object({ img: urlText() }),
});

export const checkMaxSize = defineCall({
  method: 'POST',
  path: '/ajax/product/check-max-size',
  payload: () => z.object({ productId: idField(), width: lengthField(), height: lengthField() }).strict(),
  response: () => z.object({ sizeOk: z.boolean(), message: message().optional() }),
});

export const loadAddToCart = defineCall({
  method: 'POST',
  path: '/ajax/product-list/load-add-to-cart',
  payload: () =>
    z
      .object({
        /** Product id. */
        id: idField(),
        /** Cart item id when modifying. */
        itemId: idField().optional(),
        title: textField(300).optional(),
        /** Sent by the page; ignored (the server prices everything). */
        price: numberField().optional(),
        quantity: quantityField().optional(),
        options: productOptions.optional(),
        modifyProduct: flagField().optional(),
      })
      .strict(),
  response: () =>
    z.object({
      options: z.object({
        product: productDetail,
        /** The current selection (the cart item's options when modifying). */
        selected: productOptions,
        quantity: quantityField(),
        itemId: idField().optional(),
        modifyProduct: z.boolean(),
      }),
    }),
  note: 'options is structured { product: ProductDetail, selected, quantity, itemId?, modifyProduct } instead of HTML.',
});

export const productCalls = {
  calculateCustomHeight,
  updateSizesPrices,
  calculateCustomPrice,
  updatePackPrices,
  loadModelGenderOptions,
  loadModelSizesAndColors,
  previewImage,
  checkMaxSize,
  loadAddToCart,
};
