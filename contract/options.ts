import { z } from 'zod';
import { MAX_CUSTOM_PACK, wholePack } from '../rules/pack';
import { catalogSizeRef, clothingGender, countField, effectId, hexColour, urlText } from './common';
import { flagField, idField, lengthField, numberField, quantityField, shared, textField } from './fields';

// The product options of SPEC.md section 3 ("Product options on the page", the designer cart payload, "Extras"), shared
// by calculate-custom-price, add-to-cart, add-to-cart-multiple and modify-cart-item.
//
// Option bags are plain (non-strict) objects: the page and the quick-add form post whatever option fields they carry,
// so unknown keys are accepted and DROPPED, never passed on. A `price` sent inside options is dropped the same way: the
// server computes every price.

export const shapeValue = z.enum(['original', 'circle', 'square', 'rectangle']);

/** Shape options: value, name, width, height (SPEC.md section 3). A bare value is accepted too. */
export const shapeOption = z.lazy(() =>
  z.union([
    shapeValue,
    z.object({
      value: shapeValue,
      name: textField(60).optional(),
      width: lengthField().optional(),
      height: lengthField().optional(),
    }),
  ]),
);

/** designElements of the designer cart payload: background colour, texts, images. */
export const designElements = z.lazy(() =>
  z
    .object({
      backgroundColor: hexColour().optional(),
      texts: z
        .array(
          z
            .object({
              text: textField(2000),
              font: textField(100),
              fontFile: textField(300).optional(),
              rightToLeft: flagField().optional(),
              color: hexColour(),
            })
            .strict(),
        )
        .max(50)
        .default([]),
      images: z
        .array(z.object({ src: urlText() }).strict())
        .max(50)
        .default([]),
    })
    .strict(),
);

/** Custom pack size: a positive number rounded UP to a whole pack (SPEC.md section 5). */
const customPackField = () => numberField().pipe(z.number().positive('must be positive').max(MAX_CUSTOM_PACK, 'is too large')).transform(wholePack);

/** The option bag as an object, for the cart's extension of it (cart.ts). */
export const productOptionsObject = shared(() =>
  z.object({
    // size
    size: catalogSizeRef.optional(),
    width: lengthField().optional(),
    height: lengthField().optional(),
    device: idField().optional(),
    composition: idField().optional(),
    // pack, colour, orientation
    pack: quantityField().optional(),
    customPack: customPackField().optional(),
    color: idField().optional(),
    reversed: flagField().optional(),
    /** 'reversed' means mirrored. */
    orientation: z.enum(['normal', 'reversed']).optional(),
    // personalisation
    personalizedText: textField(2000).optional(),
    /** Route of an uploaded image (from the upload calls) or a web image URL. */
    personalizedImage: urlText().optional(),
    personalizedImageOriginalName: textField(255).optional(),
    personalizedImageText: textField(2000).optional(),
    personalizedImageFromWeb: flagField().optional(),
    /** Route of the designer's uploaded SVG export. */
    personalizedSVG: urlText().optional(),
    // clothing
    model: idField().optional(),
    modelGender: clothingGender.optional(),
    materialColor: idField().optional(),
    modelSize: textField(10).optional(),
    // effects and materials
    effect: effectId.optional(),
    materialCanvas: textField(40).optional(),
    // blinds
    tissue: idField().optional(),
    mechanism: idField().optional(),
    chainPosition: idField().optional(),
    drop: idField().optional(),
    supportColor: idField().optional(),
    /** Vinyl rug format id. */
    format: textField(40).optional(),
    // designer
    shape: shapeOption.optional(),
    panelSize: lengthField().optional(),
    trim: numberField().pipe(z.number().min(0, 'must not be negative').max(100, 'is too large')).optional(),
    roundedCorners: flagField().optional(),
    designElements: designElements.optional(),
    // misc
    customPriceIncrement: flagField().optional(),
    /** Previous page when on the same site. */
    referrer: urlText().optional(),
  }),
);
export const productOptions = z.lazy(productOptionsObject);
export type ProductOptions = z.infer<typeof productOptions>;
export type ProductOptionsInput = z.input<typeof productOptions>;

/** Complement sizes; also control and charger items (quantity may be 0 for those). */
export const complement = z.lazy(() =>
  z.object({
    id: idField(),
    locked: flagField().optional(),
    linkToParent: flagField().optional(),
    quantity: quantityField({ min: 0 }).optional(),
    options: z
      .object({
        width: lengthField().optional(),
        height: lengthField().optional(),
        device: idField().optional(),
        composition: idField().optional(),
      })
      .optional(),
  }),
);

export const crossSellingProduct = z.lazy(() =>
  z.object({
    id: idField(),
    locked: flagField().optional(),
    linkToParent: flagField().optional(),
    options: z
      .object({
        size: idField().optional(),
        width: lengthField().optional(),
        height: lengthField().optional(),
        device: idField().optional(),
        composition: idField().optional(),
        originalProduct: idField().optional(),
        personalizedImage: urlText().optional(),
        color: idField().optional(),
        materialColor: idField().optional(),
        model: idField().optional(),
        pack: quantityField().optional(),
      })
      .optional(),
  }),
);

/** Up-selling personalised-text items. */
export const upSellingProduct = z.lazy(() =>
  z.object({
    productId: idField(),
    quantity: quantityField(),
    text: textField(2000),
    font: textField(100),
    color: hexColour(),
    rightToLeft: flagField().optional(),
    mirrored: flagField().optional(),
    /** The outlined text as SVG markup. */
    svg: textField(500_000).optional(),
  }),
);

/**
 * An up-selling personalised text as calculate-custom-price prices it: which text product and how many. The text,
 * font and colour do not change its price (the cart prices the item the same way), so the live price does not send them.
 */
export const upSellingPrice = z.lazy(() => z.object({ productId: idField(), quantity: quantityField() }).strict());

/** One item of a t-shirt bundle. */
export const multiProduct = z.lazy(() =>
  z.object({
    index: countField(99),
    text: textField(2000).optional(),
    color: idField().optional(),
    image: urlText().optional(),
    model: idField().optional(),
    materialColor: idField().optional(),
    modelSize: textField(10).optional(),
  }),
);

export const complements = z.lazy(() => z.array(complement).max(50));
export const crossSellingProducts = z.lazy(() => z.array(crossSellingProduct).max(50));
export const upSellingProducts = z.lazy(() => z.array(upSellingProduct).max(50));
export const multiProducts = z.lazy(() => z.array(multiProduct).max(100));
export const upSellingPrices = z.lazy(() => z.array(upSellingPrice).max(50));
