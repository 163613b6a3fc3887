import { PACK_MESSAGE_KEYS } from '../rules/pack';
import { z } from 'zod';
import { SIZE_MESSAGE_KEYS } from '../rules/size';
import { defineCall } from './define';
import { idField, lengthField, numberField, quantityField, textField } from './fields';
import { clothingGender, designerType, effectId, formatted, hexColour, money, priceTag, productCategory, productSummary, urlText } from './common';

// ADDITIONS, not in SPEC.md section 7: the two catalogue calls the storefront shell needs to list products and open
// a product page. ProductDetail is also the structured replacement of the options HTML of load-add-to-cart.

const named = z.lazy(() => z.object({ id: idField(), name: textField(200) }));

export const catalogSize = z.lazy(() =>
  z.object({
    sizeid: idField(),
    name: textField(100),
    width: lengthField(),
    height: lengthField(),
    deviceid: idField().optional(),
    compositionId: idField().optional(),
    /** Canvas material this size belongs to: selecting a canvas material hides the sizes of the others. */
    materialCanvas: textField(40).optional(),
    price: money().optional(),
    formattedPrice: formatted().optional(),
    oldPrice: money().optional(),
    formattedOldPrice: formatted().optional(),
  }),
);

export const customSizeLimits = z.lazy(() =>
  z.object({
    minWidth: lengthField(),
    minHeight: lengthField(),
    maxWidth: lengthField(),
    maxHeight: lengthField(),
    /** Upper-size warning when both width and height exceed this. */
    upperThreshold: lengthField().optional(),
    /** Values round up to the next multiple of this step (cm). */
    step: lengthField().optional(),
    /** Sizes round to the nearest multiple of 5 cm. */
    roundTo5cm: z.boolean().optional(),
    /**
     * The size alerts, warning and rounding notices in the shopper's language, as templates with {minWidth},
     * {maxWidth}, {minHeight}, {maxHeight}, {width}, {height}, {threshold} and {unit}: the page fills them in the
     * shopper's unit, so the words are the server's (SPEC.md section 5: alert wording comes from page data).
     */
    messages: z.record(z.enum(SIZE_MESSAGE_KEYS), textField(300)),
  }),
);

export const colourOption = z.lazy(() =>
  z.object({
    id: idField(),
    name: textField(100),
    hex: hexColour(),
    /** Colours 104 and 106-109: force normal orientation and hide the orientation section. */
    forcesNormalOrientation: z.boolean(),
  }),
);

export const materialColourOption = z.lazy(() => z.object({ id: idField(), name: textField(100), hex: hexColour() }));

export const clothingModelOption = z.lazy(() =>
  z.object({
    id: idField(),
    name: textField(200),
    gender: clothingGender,
    /** Material colour ids to show for this model. */
    materialColors: z.array(idField()).max(200),
    sizes: z.array(textField(10)).max(50),
    /** The model's surcharge over the product's base price, minor units (0 for none): the price difference it makes. */
    surcharge: money(),
    /** "+€5" when there is a surcharge (formatted by the server, as modelSizes' formattedSurcharge). */
    formattedSurcharge: formatted().optional(),
  }),
);

export const packOption = z.lazy(() =>
  z.object({
    pack: quantityField(),
    price: money(),
    formattedPrice: formatted(),
    oldPrice: money().optional(),
    formattedOldPrice: formatted().optional(),
  }),
);

const list = <T extends z.ZodType>(item: T) => z.array(item).max(500).default([]);

export const productDetail = z.lazy(() =>
  z.object({
    id: idField(),
    reference: textField(40),
    slug: textField(200),
    name: textField(200),
    category: productCategory,
    description: textField(20_000),
    image: urlText(),
    brand: textField(100),
    designerType: designerType.optional(),
    /** Designer products: bleed, safe margin and smallest printable text in mm (editor-engine's PrintSpec), for the preflight. */
    print: z.object({ bleedMm: z.number().min(0).max(100), safeMm: z.number().min(0).max(100), minTextMm: z.number().min(0).max(100) }).optional(),
    /** The orientation section is offered (normal / reversed = mirrored). */
    orientation: z.boolean().default(false),
    personalizedText: z.boolean().default(false),
    personalizedImage: z.boolean().default(false),
    sizes: list(catalogSize),
    /** Present when the shopper may type a custom width and height. */
    customSize: customSizeLimits.optional(),
    /** Percentage-size products: height = width * heightRatio (see calculate-custom-height). */
    heightRatio: numberField().pipe(z.number().positive().max(100)).optional(),
    colours: list(colourOption),
    packs: list(packOption),
    minPack: quantityField().optional(),
    /** The custom pack alerts in the shopper's language, templates with {minPack} and {maxPack} (products with packs). */
    packMessages: z.record(z.enum(PACK_MESSAGE_KEYS), textField(300)).optional(),
    compositions: list(z.object({ id: idField(), name: textField(200), panels: quantityField() })),
    canvasMaterials: list(z.object({ id: textField(40), name: textField(200) })),
    effects: list(z.object({ id: effectId, name: textField(100) })),
    clothingGenders: list(clothingGender),
    clothingModels: list(clothingModelOption),
    /** Garments (type 9): the area the design prints on, in cm (the print file's size; the canvas shows it). */
    printArea: z.object({ width: lengthField(), height: lengthField() }).optional(),
    materialColors: list(materialColourOption),
    tissues: list(z.object({ id: idField(), name: textField(200), hex: hexColour() })),
    mechanisms: list(named),
    drops: list(named),
    chainPositions: list(named),
    supportColors: list(named),
    rugFormats: list(
      z.object({
        id: textField(40),
        name: textField(200),
        width: lengthField(),
        height: lengthField(),
        price: money(),
        formattedPrice: formatted(),
      }),
    ),
    complements: list(productSummary),
    crossSelling: list(productSummary),
    /** Price of the default configuration (first size / pack / format, quantity 1). */
    defaultPrice: priceTag,
  }),
);
export type ProductDetail = z.infer<typeof productDetail>;

export const catalogProducts = defineCall({
  method: 'GET',
  path: '/ajax/catalog/products',
  encoding: 'query',
  payload: () =>
    z
      .object({
        category: productCategory.optional(),
        q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
      })
      .strict(),
  response: () => z.object({ products: z.array(productSummary).max(1000) }),
  note: 'Addition (not in SPEC.md): the product list of the storefront shell. Hidden products are never listed.',
});

export const catalogProduct = defineCall({
  method: 'GET',
  path: '/ajax/catalog/product/:id',
  encoding: 'query',
  payload: () => z.object({ id: idField() }).strict(),
  response: () => z.object({ product: productDetail }),
  note: 'Addition (not in SPEC.md): the public product with its resolved option lists and default price.',
});

export const searchProducts = defineCall({
  method: 'GET',
  path: '/ajax/catalog/search',
  encoding: 'query',
  payload: () => z.object({ q: z.string().trim().min(1, 'type what you are looking for').max(100, 'must be at most 100 characters') }).strict(),
  response: () =>
    z.object({
      products: z.array(productSummary).max(100),
      /** The words searched for instead, when misspelt words were corrected ("wallpaper" for "walpaper"). */
      searchedFor: textField(800).optional(),
    }),
  note: 'Addition (not in SPEC.md): the header product search, on the full-text index; typo-tolerant; empty under 3 characters.',
});
