import { PACK_MESSAGE_KEYS, type PackAlert } from '../../rules/pack';
import type { ProductSummary, ResponseInput } from '../../contract';
import type { ClothingModel, Product } from '../catalog/model';
import { forcesNormalOrientation } from '../../rules/orientation';
import { SIZE_MESSAGE_KEYS, type SizeMessageKey } from '../../rules/size';
import { formatMoney, template } from '../i18n';
import { DEFAULT_PRINT_SPEC } from '../../editor-engine/logic/preflight';
import type { CatalogueService } from './catalogueService';

type Detail = ResponseInput<'catalogProduct'>['product'];

/** Money for a response: minor units in EUR (the catalogue's currency) beside the shopper's formatted string. */
/** A clothing model as the product detail and load-model-gender-options list it, with its surcharge ("+€5"). */
export function clothingModelOption(m: ClothingModel, locale: string) {
  const surcharge = m.surcharge ?? 0;
  return {
    id: m.id,
    name: m.name,
    gender: m.gender,
    materialColors: m.materialColors,
    sizes: m.sizes,
    surcharge,
    ...(surcharge ? { formattedSurcharge: `+${formatMoney(surcharge, locale)}` } : {}),
  };
}

export function priceFields(price: number, oldPrice: number | undefined, locale: string) {
  return {
    price,
    formattedPrice: formatMoney(price, locale),
    ...(oldPrice !== undefined && oldPrice > price ? { oldPrice, formattedOldPrice: formatMoney(oldPrice, locale) } : {}),
  };
}

/** The size texts in the shopper's language, as templates the page fills in its unit. */
function sizeMessages(locale: string) {
  return Object.fromEntries(SIZE_MESSAGE_KEYS.map((k) => [k, template(locale, k)])) as Record<SizeMessageKey, string>;
}

function packMessages(locale: string) {
  return Object.fromEntries(PACK_MESSAGE_KEYS.map((k) => [k, template(locale, k)])) as Record<PackAlert, string>;
}

/** What names a product in every answer: ids, name, category, picture and designer type. */
function productIdentity(product: Product) {
  return {
    id: product.id,
    reference: product.reference,
    slug: product.slug,
    name: product.name,
    category: product.category,
    image: product.image,
    brand: product.brand,
    ...(product.designerType ? { designerType: product.designerType } : {}),
  };
}

export async function productSummary(catalogue: CatalogueService, product: Product, locale: string): Promise<ProductSummary> {
  const price = await catalogue.defaultPrice(product);
  const from = price?.unitPrice ?? 0;
  const old = price?.oldUnitPrice;
  return {
    ...productIdentity(product),
    fromPrice: from,
    formattedFromPrice: formatMoney(from, locale),
    ...(old !== undefined && old > from ? { oldPrice: old, formattedOldPrice: formatMoney(old, locale) } : {}),
  };
}

/** The products the list shows (not hidden), of a category and matching a search text when given. */
export async function listedProducts(catalogue: CatalogueService, filter: { category?: string; q?: string }, locale: string): Promise<ProductSummary[]> {
  const snap = await catalogue.load();
  const q = filter.q?.toLowerCase();
  const visible = snap.products.filter(
    (x) => !x.hidden && (!filter.category || x.category === filter.category) && (!q || `${x.name} ${x.description}`.toLowerCase().includes(q)),
  );
  return Promise.all(visible.map((x) => productSummary(catalogue, x, locale)));
}

/** The public product: what a shopper may see, with every option list resolved from the catalogue. */
export async function productDetail(catalogue: CatalogueService, product: Product, locale: string): Promise<Detail> {
  const snap = await catalogue.load();
  const l = snap.lists;
  const pick = <T extends { id: number | string }>(all: T[], ids: (number | string)[] | undefined) =>
    (ids ?? []).map((id) => all.find((x) => x.id === id)).filter((x): x is T => x !== undefined);
  const models = pick(l.clothingModels, product.clothingModels);
  const materialColourIds = new Set(models.flatMap((m) => m.materialColors));
  const price = await catalogue.defaultPrice(product);
  // Sizes priced by area or per model carry no price of their own: list what each costs as configured by default.
  const sizePrices = new Map((await catalogue.sizePrices(product)).map((x) => [x.id, x]));
  const summaries = async (ids: number[] | undefined) => Promise.all(pick(snap.products, ids).map((p) => productSummary(catalogue, p, locale)));
  return {
    ...productIdentity(product),
    description: product.description,
    brand: product.brand,
    orientation: Boolean(product.orientation),
    personalizedText: Boolean(product.personalizedText),
    personalizedImage: Boolean(product.personalizedImage),
    sizes: (product.sizes ?? []).map((s) => ({
      sizeid: s.sizeid,
      name: s.name,
      width: s.width,
      height: s.height,
      ...(s.deviceid ? { deviceid: s.deviceid } : {}),
      ...(s.compositionId ? { compositionId: s.compositionId } : {}),
      ...(s.materialCanvas ? { materialCanvas: s.materialCanvas } : {}),
      ...(sizePrices.has(s.sizeid) ? priceFields(sizePrices.get(s.sizeid)!.price, sizePrices.get(s.sizeid)!.oldPrice, locale) : {}),
    })),
    ...(product.customSize ? { customSize: { ...product.customSize, messages: sizeMessages(locale) } } : {}),
    ...(product.heightRatio ? { heightRatio: product.heightRatio } : {}),
    ...(product.designerType ? { print: product.print ?? DEFAULT_PRINT_SPEC } : {}),
    colours: pick(l.colours, product.colours).map((c) => ({
      id: c.id,
      name: c.name,
      hex: c.hex,
      forcesNormalOrientation: forcesNormalOrientation(c.id),
    })),
    packs: (product.packs ?? []).map((p) => ({ pack: p.pack, ...priceFields(p.price, p.oldPrice, locale) })),
    ...(product.minPack ? { minPack: product.minPack } : {}),
    ...(product.packs?.length ? { packMessages: packMessages(locale) } : {}),
    compositions: (product.compositions ?? []).map((c) => ({ id: c.id, name: c.name, panels: c.panels })),
    canvasMaterials: (product.canvasMaterials ?? []).map((m) => ({ id: m.id, name: m.name })),
    effects: pick(l.effects, product.effects).map((e) => ({ id: e.id as 'original', name: e.name })),
    clothingGenders: [...new Set(models.map((m) => m.gender))],
    clothingModels: models.map((m) => clothingModelOption(m, locale)),
    ...(product.printArea ? { printArea: product.printArea } : {}),
    materialColors: l.materialColours.filter((c) => materialColourIds.has(c.id)),
    tissues: pick(l.tissues, product.tissues).map((t) => ({ id: t.id, name: t.name, hex: t.hex })),
    mechanisms: pick(l.mechanisms, product.mechanisms).map((m) => ({ id: m.id, name: m.name })),
    drops: pick(l.drops, product.drops),
    chainPositions: pick(l.chainPositions, product.chainPositions),
    supportColors: pick(l.supportColors, product.supportColors),
    rugFormats: (product.rugFormats ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      width: f.width,
      height: f.height,
      price: f.price,
      formattedPrice: formatMoney(f.price, locale),
    })),
    complements: await summaries(product.complements),
    crossSelling: await summaries(product.crossSelling),
    defaultPrice: priceFields(price?.total ?? 0, price?.oldTotal, locale),
  } satisfies Detail as Detail;
}
