import type { ProductDetail } from '../../../contract/catalog';
import type { ProductOptions } from '../../../contract/options';
import type { SectionId } from './sections';
import type { ClothingGender, ClothingModel, MaterialColour } from './clothing';
import type { LengthUnit } from '../../../rules/size';
import type { ShapeKind } from '../../../rules/shape';
import { initialUpSell, type BundleEntry, type UpSellText } from './extras';

// The options popup's state: what the shopper picked, as plain data. The store (store.ts) changes it; the
// payload builders (payload.ts) read it. Typed text stays text (customWidth '12,5') until a rule parses it.

export type { ClothingGender, ClothingModel, MaterialColour };
export interface ModelSize {
  size: string;
  surcharge: number;
  formattedSurcharge?: string;
}
export interface ShownPrice {
  formattedPrice: string;
  formattedOldPrice?: string;
  /** With an up-selling text: its price and the total with it, both as the server answered (the cart charges them). */
  formattedUpSellingPrice?: string;
  /** With accessories or "goes well with" products: what they add (the cart charges it). */
  formattedExtrasPrice?: string;
  formattedTotalPrice?: string;
}

export type PopupMode = 'page' | 'quick-add' | 'modify';

export interface OptionsState {
  product: ProductDetail;
  mode: PopupMode;
  /** Cart item id when modifying. */
  itemId?: number;
  quantity: number;

  // size
  sizeId?: number;
  customWidth: string;
  customHeight: string;
  /** The unit the custom width and height are typed in; inches are sent with convertUM (the server converts). */
  unit: LengthUnit;
  /** Height computed by calculate-custom-height for percentage-size products (0 = none). */
  calculatedHeight: number;
  /** Rounding notice ("Your size has been rounded to ..."). */
  sizeNotice?: string;
  /** check-max-size's message after blur. */
  maxSizeMessage?: string;
  /** Size ready flag: set when a price request finished; cleared on typing a custom size. */
  ready: boolean;
  /** Preset size prices from update-sizes-prices (by sizeid). */
  sizePrices: Record<number, ShownPrice>;
  packPrices: Record<number, ShownPrice>;
  freeShipping?: string;

  pack?: number;
  customPack: string;
  color?: number;
  orientation: 'normal' | 'reversed';
  materialCanvas?: string;
  composition?: number;
  effect?: 'original' | 'sepia' | 'grayscale';
  format?: string;
  /** The cut of a shaped product (offersShapeChoice): a circle or a square makes the custom height follow the width. */
  shape: ShapeKind;
  /** A square or a rectangle with rounded corners. */
  roundedCorners: boolean;

  // clothing
  gender?: ClothingGender;
  model?: number;
  models: ClothingModel[];
  materialColor?: number;
  materialColors: MaterialColour[];
  modelSize?: string;
  modelSizes: ModelSize[];
  /** Sizes with their surcharges per model, from load-model-sizes-and-colors (the panel's and the bundle's shirts). */
  modelSizesByModel: Record<number, ModelSize[]>;

  // blinds
  tissue?: number;
  mechanism?: number;
  drop?: number;
  chainPosition?: number;
  supportColor?: number;

  // personalisation
  personalizedText: string;
  /** Uploaded file route and its original name. */
  uploadedImage?: { file: string; originalName: string };
  webImage: boolean;
  webImageUrl: string;
  uploading: boolean;

  /** Complement quantities by product id (control and charger quantities are 0-based). */
  complements: Record<number, number>;
  crossSelling: Record<number, boolean>;

  /** T-shirt bundle: the extra shirts (the panel's own choice is the first shirt). */
  bundle: BundleEntry[];
  bundleKey: number;
  /** Up-selling personalised text. */
  upSell: UpSellText;
  /** preview-image's answer for the chosen effect (the product picture with ?effect=...). */
  previewImage?: string;

  price?: ShownPrice;
  /** The last price call failed (network): no price is shown rather than the previous configuration's. */
  priceFailed?: boolean;
  /** Expanded sections. */
  open: SectionId[];
  /** Section to scroll to after a failed add (the panel scrolls 1 s later). */
  scrollTo?: { id: SectionId; at: number };
  adding: boolean;
}

const first = <T>(list: readonly T[]): T | undefined => list[0];

/** Models of a gender. */
export function modelsOf(models: readonly ClothingModel[], gender: ClothingGender | undefined): ClothingModel[] {
  return gender ? models.filter((m) => m.gender === gender) : [...models];
}

/** The initial state of a product, optionally from a selection (quick-add and modify answer with `selected`). */
export function initialState(
  product: ProductDetail,
  init: { mode?: PopupMode; itemId?: number; quantity?: number; selected?: ProductOptions; unit?: LengthUnit } = {},
): OptionsState {
  const sel = init.selected ?? {};
  const selSize = sel.size?.sizeid;
  const custom = !selSize && sel.width !== undefined;
  const gender = sel.modelGender ?? product.clothingModels.find((m) => m.id === sel.model)?.gender ?? first(product.clothingGenders);
  const genderModels = modelsOf(product.clothingModels, gender);
  const model = sel.model ?? first(genderModels)?.id;
  const modelInfo = product.clothingModels.find((m) => m.id === model);
  const materialColors = modelInfo ? product.materialColors.filter((c) => modelInfo.materialColors.includes(c.id)) : product.materialColors;
  const modelSizes = (modelInfo?.sizes ?? []).map((size) => ({ size, surcharge: 0 }));
  const materialCanvas = sel.materialCanvas ?? first(product.canvasMaterials)?.id;
  const sizes = materialCanvas ? product.sizes.filter((s) => !s.materialCanvas || s.materialCanvas === materialCanvas) : product.sizes;
  const sizeId = custom ? undefined : (selSize ?? first(sizes)?.sizeid);
  return {
    product,
    mode: init.mode ?? 'page',
    itemId: init.itemId,
    quantity: init.quantity ?? 1,
    sizeId,
    customWidth: custom && sel.width !== undefined ? String(sel.width) : '',
    customHeight: custom && sel.height !== undefined ? String(sel.height) : '',
    // the remembered unit for a new configuration; a cart item's (or a selection's) size is in centimetres
    unit: init.mode !== 'modify' && !custom ? (init.unit ?? 'cm') : 'cm',
    calculatedHeight: 0,
    ready: false,
    sizePrices: {},
    packPrices: {},
    pack: sel.customPack ? undefined : (sel.pack ?? first(product.packs)?.pack),
    customPack: sel.customPack ? String(sel.customPack) : '',
    color: sel.color ?? first(product.colours)?.id,
    orientation: sel.orientation ?? (sel.reversed ? 'reversed' : 'normal'),
    materialCanvas,
    composition: sel.composition ?? first(product.compositions)?.id,
    effect: sel.effect ?? first(product.effects)?.id,
    format: sel.format ?? first(product.rugFormats)?.id,
    shape: selectedShape(sel.shape),
    roundedCorners: sel.roundedCorners === true,
    gender: product.clothingModels.length > 0 ? gender : undefined,
    model,
    models: genderModels,
    materialColor: sel.materialColor ?? first(materialColors)?.id,
    materialColors,
    modelSize: sel.modelSize ?? (modelSizes.find((s) => s.size === 'M') ?? first(modelSizes))?.size,
    modelSizes,
    modelSizesByModel: {},
    tissue: sel.tissue ?? first(product.tissues)?.id,
    mechanism: sel.mechanism ?? first(product.mechanisms)?.id,
    drop: sel.drop ?? first(product.drops)?.id,
    chainPosition: sel.chainPosition ?? first(product.chainPositions)?.id,
    supportColor: sel.supportColor ?? first(product.supportColors)?.id,
    personalizedText: sel.personalizedText ?? '',
    uploadedImage:
      sel.personalizedImage && !sel.personalizedImageFromWeb
        ? { file: sel.personalizedImage, originalName: sel.personalizedImageOriginalName ?? 'image' }
        : undefined,
    webImage: Boolean(sel.personalizedImageFromWeb),
    webImageUrl: sel.personalizedImageFromWeb ? (sel.personalizedImage ?? '') : '',
    uploading: false,
    complements: {},
    crossSelling: {},
    bundle: [],
    bundleKey: 0,
    upSell: initialUpSell(),
    open: ['size'],
    adding: false,
  };
}

/** A selection's shape option (its value, or the bare value of older lines); none is the original, uncut. */
function selectedShape(shape: ProductOptions['shape']): ShapeKind {
  const value = typeof shape === 'object' && shape !== null ? shape.value : shape;
  return value ?? 'original';
}
