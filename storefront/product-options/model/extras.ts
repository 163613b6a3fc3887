import type { ProductDetail } from '../../../contract/catalog';
import type { ClothingGender, MaterialColour } from './clothing';

// The extras of SPEC.md section 3: t-shirt bundles (multiProducts), up-selling personalised texts (upSellingProducts)
// and the effect preview (preview-image). Pure functions over plain data; the store and controller call them.

// ---------------------------------------------------------------------------------------------------------------
// T-shirt bundles

/** One more shirt of a bundle: its own cut, model, size and fabric colour. The first shirt is the panel's own choice. */
export interface BundleEntry {
  /** Stable key (list rendering, removal); not sent. */
  key: number;
  gender?: ClothingGender;
  model?: number;
  modelSize?: string;
  materialColor?: number;
}

/** Extra shirts a shopper may add at once (the contract allows indexes up to 99). */
export const MAX_BUNDLE_EXTRA = 9;

/** Bundles are offered on t-shirt products with clothing models. */
export function offersBundle(product: Pick<ProductDetail, 'category' | 'clothingModels'>): boolean {
  return product.category === 't-shirt' && product.clothingModels.length > 0;
}

/** What a choice adds to the price, as the server formatted it ("+€5"): nothing for a choice that adds nothing. */
export function surchargeNote(choice: { surcharge?: number; formattedSurcharge?: string } | undefined): string | undefined {
  return choice?.surcharge && choice.surcharge > 0 ? choice.formattedSurcharge : undefined;
}

/** The model chips of a cut (every model without one): name and the model's surcharge ("Organic heavyweight +€5"). */
export function modelChoices(
  models: readonly { id: number; name: string; gender: ClothingGender; surcharge?: number; formattedSurcharge?: string }[],
  gender?: ClothingGender,
) {
  return models.filter((m) => !gender || m.gender === gender).map((m) => ({ value: String(m.id), label: m.name, note: surchargeNote(m) }));
}

/** The fabric colours a model comes in (all of the product's when the model is unknown). */
export function entryColours(product: Pick<ProductDetail, 'clothingModels' | 'materialColors'>, model: number | undefined): MaterialColour[] {
  const info = product.clothingModels.find((m) => m.id === model);
  return info ? product.materialColors.filter((c) => info.materialColors.includes(c.id)) : [...product.materialColors];
}

/** The sizes a model comes in. */
export function entrySizes(product: Pick<ProductDetail, 'clothingModels'>, model: number | undefined): string[] {
  return [...(product.clothingModels.find((m) => m.id === model)?.sizes ?? [])];
}

/** An entry on another model: its size and colour kept when the model has them, otherwise M (or the first) and the first colour. */
export function entryWithModel(product: Pick<ProductDetail, 'clothingModels' | 'materialColors'>, entry: BundleEntry, model: number): BundleEntry {
  const sizes = entrySizes(product, model);
  const colours = entryColours(product, model);
  const info = product.clothingModels.find((m) => m.id === model);
  return {
    ...entry,
    gender: info?.gender ?? entry.gender,
    model,
    modelSize: entry.modelSize && sizes.includes(entry.modelSize) ? entry.modelSize : sizes.includes('M') ? 'M' : sizes[0],
    materialColor: colours.some((c) => c.id === entry.materialColor) ? entry.materialColor : colours[0]?.id,
  };
}

/** An entry in another cut: the cut's first model selected (as the panel does for its own shirt). */
export function entryWithGender(product: Pick<ProductDetail, 'clothingModels' | 'materialColors'>, entry: BundleEntry, gender: ClothingGender): BundleEntry {
  const first = product.clothingModels.find((m) => m.gender === gender);
  if (!first) return { ...entry, gender };
  return entryWithModel(product, { ...entry, gender }, first.id);
}

/** A new shirt starts as a copy of the panel's shirt (the shopper usually changes the size only). */
export function newBundleEntry(
  product: Pick<ProductDetail, 'clothingModels' | 'materialColors'>,
  from: { gender?: ClothingGender; model?: number; modelSize?: string; materialColor?: number },
  key: number,
): BundleEntry {
  const model = from.model ?? product.clothingModels[0]?.id;
  const base: BundleEntry = { key, gender: from.gender, modelSize: from.modelSize, materialColor: from.materialColor };
  return model === undefined ? base : entryWithModel(product, base, model);
}

export interface MultiProduct {
  index: number;
  text?: string;
  color?: number;
  image?: string;
  model?: number;
  materialColor?: number;
  modelSize?: string;
}

/**
 * multiProducts of a bundle: index 0 is the panel's own shirt (with its text, colour and image), then one entry per
 * extra shirt (same text, colour and image: a bundle is one design on several shirts). No extra shirt: undefined.
 */
export function multiProductsOf(
  main: { model?: number; modelSize?: string; materialColor?: number; color?: number; text?: string; image?: string },
  bundle: readonly BundleEntry[],
): MultiProduct[] | undefined {
  if (bundle.length === 0) return undefined;
  const shared = prune({ text: main.text?.trim() || undefined, color: main.color, image: main.image });
  return [
    prune({ index: 0, ...shared, model: main.model, modelSize: main.modelSize, materialColor: main.materialColor }),
    ...bundle.map((e, i) => prune({ index: i + 1, ...shared, model: e.model, modelSize: e.modelSize, materialColor: e.materialColor })),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Up-selling personalised texts

export interface UpSellText {
  on: boolean;
  text: string;
  /** Font family (one of textFonts). */
  font: string;
  color: string;
  rightToLeft: boolean;
  mirrored: boolean;
  /** SVG markup from render-text for the current text, font, colour and direction. */
  svg?: string;
  /** The payload the svg was rendered from (JSON), to know whether it is current. */
  svgFor?: string;
  error?: string;
}

export const RENDER_TEXT_DELAY_MS = 500;
/** render-text accepts 1..500 characters. */
export const UP_SELL_TEXT_MAX = 500;

export interface TextFont {
  family: string;
  /** The regular file of the family (render-text's fontFile). */
  file: string;
  rtl: boolean;
}

/**
 * Four of the designer's fonts (workers/fonts/catalogue.ts FONTS) for the up-selling lettering, one per family: its
 * first file, the regular weight. Copied
 * rather than imported so that no designer code enters the product page's initial JavaScript; extras.test.ts checks
 * that the copy agrees with FONTS.
 */
export const textFonts: readonly TextFont[] = [
  { family: 'Roboto', file: 'roboto-latin-400-normal.woff', rtl: false },
  { family: 'Lobster', file: 'lobster-latin-400-normal.woff', rtl: false },
  { family: 'Playfair Display', file: 'playfair-display-latin-400-normal.woff', rtl: false },
  { family: 'Noto Sans Hebrew', file: 'noto-sans-hebrew-hebrew-400-normal.woff', rtl: true },
];

export const textColours: ReadonlyArray<{ hex: string; name: string }> = [
  { hex: '#1a1a1a', name: 'Black' },
  { hex: '#ffffff', name: 'White' },
  { hex: '#b3261e', name: 'Red' },
  { hex: '#c9a94a', name: 'Gold' },
  { hex: '#1f3a5f', name: 'Navy' },
];

export function initialUpSell(): UpSellText {
  return { on: false, text: '', font: textFonts[0]?.family ?? 'Roboto', color: textColours[0].hex, rightToLeft: false, mirrored: false };
}

/**
 * The product a personalised text is added as: a text product among the cross-selling products, otherwise the product
 * itself when it takes a personalised text. Undefined: no up-sell offered.
 */
export function upSellProductId(product: Pick<ProductDetail, 'id' | 'personalizedText' | 'crossSelling'>): number | undefined {
  const crossText = product.crossSelling.find((c) => c.category === 'text-sticker');
  if (crossText) return crossText.id;
  return product.personalizedText ? product.id : undefined;
}

/** Choosing a font: a right-to-left font (Noto Sans Hebrew) turns right-to-left on, a left-to-right one turns it off. */
export function withFont(u: UpSellText, family: string): UpSellText {
  const font = textFonts.find((f) => f.family === family);
  return { ...u, font: family, rightToLeft: font ? font.rtl : u.rightToLeft };
}

/** render-text payload, or undefined when there is nothing to render (off, or blank text). Mirroring is applied in CSS. */
export function renderTextPayload(u: UpSellText): { text: string; font: string; fontFile?: string; rightToLeft?: boolean; color: string } | undefined {
  const text = u.text.trim();
  if (!u.on || !text) return undefined;
  const file = textFonts.find((f) => f.family === u.font)?.file;
  return prune({ text: text.slice(0, UP_SELL_TEXT_MAX), font: u.font, fontFile: file, rightToLeft: u.rightToLeft || undefined, color: u.color });
}

/** Whether the preview is missing or stale (adding waits for the current preview). */
export function upSellPending(u: UpSellText): boolean {
  const p = renderTextPayload(u);
  return p !== undefined && u.svgFor !== JSON.stringify(p);
}

export interface UpSellingProduct {
  productId: number;
  quantity: number;
  text: string;
  font: string;
  color: string;
  rightToLeft?: boolean;
  mirrored?: boolean;
  svg?: string;
}

/** upSellingProducts of an add: the text (one, quantity 1) when ticked and written. */
export function upSellingOf(product: Pick<ProductDetail, 'id' | 'personalizedText' | 'crossSelling'>, u: UpSellText): UpSellingProduct[] | undefined {
  const productId = upSellProductId(product);
  const payload = renderTextPayload(u);
  if (productId === undefined || !payload) return undefined;
  const current = u.svgFor === JSON.stringify(payload) ? u.svg : undefined;
  return [
    prune({
      productId,
      quantity: 1,
      text: payload.text,
      font: u.font,
      color: u.color,
      rightToLeft: u.rightToLeft || undefined,
      mirrored: u.mirrored || undefined,
      svg: current,
    }),
  ];
}

/** The preview as an image address (a data URL: the SVG never enters the page's DOM as markup). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

// ---------------------------------------------------------------------------------------------------------------
function prune<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}
