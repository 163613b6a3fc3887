import { z } from 'zod';
import { idField, numberField, shared, textField } from './fields';
import { MAX_MONEY } from '../rules/money';
import { DESIGNER_TYPE_CODES } from '../rules/designerTypes';

// Small shared shapes for responses and payloads: money, formatted prices, colours, catalogue sizes, product
// summaries. Money is always integer minor units (cents); a formatted string sits beside it where the UI shows it.

/** Largest amount of money any call carries (rules/money.ts): the cart's caps are set below it. */
export { MAX_MONEY };

/** Integer minor units, 0..MAX_MONEY. Responses only: the server never reads a price from the client. */
export const money = shared(() => z.number().int('must be whole minor units').min(0, 'must not be negative').max(MAX_MONEY, 'is too large'));

/** Signed integer minor units (a difference, e.g. `dif` after a quantity change). */
export const signedMoney = shared(() => z.number().int('must be whole minor units').min(-MAX_MONEY, 'is too small').max(MAX_MONEY, 'is too large'));

/** A price as the shop shows it, e.g. "19,95 €" or "149 DKK". */
export const formatted = shared(() => textField(40));

/** An ISO currency code, e.g. EUR, DKK. */
export const currencyCode = shared(() => z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'));

/** #rgb or #rrggbb. */
export const hexColour = shared(() => z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a hex colour'));

/** A served URL or path (images, uploads, links). */
export const urlText = shared(() => textField(2000));

/** A short machine word: letters, digits, dash, underscore (types, event names, codes). */
export const slugField = shared((max: number = 60) =>
  z
    .string()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a simple word'),
);

/** A non-negative whole number below `max`, given as a number or a decimal string (page numbers, indexes, bytes). */
export const countField = shared((max: number) =>
  numberField().pipe(z.number().int('must be a whole number').min(0, 'must not be negative').max(max, 'is too large')),
);

/** A list of ids (at most `max`). */
export const idList = shared((max: number = 100) => z.array(idField()).max(max, `must hold at most ${max} ids`));

/** price + formattedPrice, optionally with the struck-through old price. */
export const priceTag = z.lazy(() =>
  z.object({
    price: money(),
    formattedPrice: formatted(),
    oldPrice: money().optional(),
    formattedOldPrice: formatted().optional(),
  }),
);
export type PriceTag = z.infer<typeof priceTag>;

export const productCategory = z.enum([
  'cut-vinyl-sticker',
  'printed-sticker',
  'text-sticker',
  'wallpaper-mural',
  'wallpaper-roll',
  'roller-blind',
  'canvas',
  'photo-canvas',
  't-shirt',
  'coasters',
  'vinyl-rug',
  'device-skin',
  'spatula',
  'extra',
]);
export type ProductCategory = z.infer<typeof productCategory>;

/** Designer product type codes of SPEC.md section 2. */
export const designerType = z.literal(DESIGNER_TYPE_CODES);

export const effectId = z.enum(['original', 'sepia', 'grayscale']);
export const clothingGender = z.enum(['men', 'women', 'kids']);

/** A product in lists and sliders (catalogue list, related products, recommender, cross-selling). */
export const productSummary = z.lazy(() =>
  z.object({
    id: idField(),
    reference: textField(40),
    slug: textField(200),
    name: textField(200),
    category: productCategory,
    image: urlText(),
    designerType: designerType.optional(),
    /** For the product analytics data of lists and sliders. */
    brand: textField(100).optional(),
    /** Lowest price of the default configuration, minor units. */
    fromPrice: money(),
    formattedFromPrice: formatted(),
    oldPrice: money().optional(),
    formattedOldPrice: formatted().optional(),
  }),
);
export type ProductSummary = z.infer<typeof productSummary>;

/** Sent by the client: which catalogue size is chosen (SPEC.md section 3). Only sizeid is trusted. */
export const catalogSizeRef = z.lazy(() =>
  z.object({
    sizeid: idField(),
    width: numberField().optional(),
    height: numberField().optional(),
    deviceid: idField().optional(),
    compositionId: idField().optional(),
    name: textField(100).optional(),
  }),
);

/** The design library's design as the search shows it; `url` is the add-design element's data-url. */
export const libraryDesign = z.lazy(() =>
  z.object({
    id: idField(),
    name: textField(200),
    url: urlText(),
    thumbnail: urlText().optional(),
    /** The design's licence, an SPDX identifier (LicenseRef-Atelier: the shop's own work). */
    licence: textField(60).optional(),
  }),
);

/** The credit a listed design's licence asks for: show `text`, linked to `url` and `licenceUrl`. */
export const designCredit = z.lazy(() =>
  z.object({
    work: textField(200),
    author: textField(200),
    url: urlText(),
    licence: textField(60),
    licenceName: textField(100),
    licenceUrl: urlText(),
    text: textField(300),
  }),
);

/** A simple table (clothing size guide, info dialogs). */
export const table = z.lazy(() =>
  z.object({
    headers: z.array(textField(200)).max(50),
    rows: z.array(z.array(textField(500)).max(50)).max(500),
  }),
);
