import type { PayloadInput } from '../../../contract';
import type { ProductOptionsInput } from '../../../contract/options';
import { colourForcesNormalOrientation, isBlind, offersShapeChoice } from './sections';
import { canRoundCorners } from '../../../rules/shape';
import { SHAPE_LABELS } from './summary';
import { lengthInCm, upperSizeWarning, type LengthUnit, type SizeAlert } from '../../../rules/size';
import { customPackAlert, roundPack } from '../../../rules/pack';
import { parseLength, sizeAllowsPrice, typedSizeAlert } from '../../common/size';
import type { OptionsState } from './state';
import { multiProductsOf, upSellingOf } from './extras';

// From the popup state to the calls' payloads (SPEC.md section 7): calculate-custom-price, add-to-cart and
// modify-cart-item. The server reads both the top-level fields and the option bag; it ignores any price.

export interface SizeView {
  /** A preset (catalogue) size is chosen. */
  preset?: { sizeid: number; width: number; height: number; deviceid?: number; compositionId?: number; name: string };
  /** As typed, in `unit` (a preset: centimetres). */
  width?: number;
  height?: number;
  unit: LengthUnit;
  /** The same size in centimetres (inches converted as the server's convertUM does): what the alerts compare. */
  widthCm?: number;
  heightCm?: number;
  alert?: SizeAlert;
  upper: boolean;
  /** The product offers sizes at all. */
  sizeless: boolean;
}

/** The size the state stands for: the preset, or the typed custom size (percentage products: calculated height). */
export function currentSize(s: OptionsState): SizeView {
  const p = s.product;
  const sizeless = p.sizes.length === 0 && !p.customSize;
  const preset = s.sizeId !== undefined ? p.sizes.find((x) => x.sizeid === s.sizeId) : undefined;
  if (preset) return { preset, width: preset.width, height: preset.height, unit: 'cm', widthCm: preset.width, heightCm: preset.height, upper: false, sizeless };
  const width = parseLength(s.customWidth);
  const height = p.heightRatio ? (s.calculatedHeight > 0 ? s.calculatedHeight : undefined) : parseLength(s.customHeight);
  const widthCm = lengthInCm(width, s.unit);
  const heightCm = lengthInCm(height, s.unit);
  const limits = p.customSize;
  const typed = p.heightRatio ? [s.customWidth] : [s.customWidth, s.customHeight];
  const alert = limits && typedSizeAlert(typed, widthCm, heightCm, limits);
  return { width, height, unit: s.unit, widthCm, heightCm, alert, upper: limits ? upperSizeWarning(widthCm, heightCm, limits) : false, sizeless };
}

/** Whether a price may be requested now (size complete and without alert; blinds need width and height). */
export function canRequestPrice(s: OptionsState): boolean {
  const size = currentSize(s);
  if (
    !sizeAllowsPrice({
      presetChosen: Boolean(size.preset),
      width: size.width,
      height: size.height,
      sizeless: size.sizeless,
      isBlind: isBlind(s.product),
      alert: size.alert,
    })
  ) {
    return false;
  }
  if (s.product.packs.length > 0 && s.pack === undefined && roundPack(s.customPack) === undefined) return false;
  if (customPackAlert(s.customPack, s.product.minPack)) return false;
  return true;
}

/** The orientation that applies: colours 104, 106-109 force normal. */
export function effectiveOrientation(s: OptionsState): 'normal' | 'reversed' {
  if (!s.product.orientation || colourForcesNormalOrientation(s.product, s.color)) return 'normal';
  return s.orientation;
}

const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The option bag shared by the price and cart calls. */
export function optionBag(s: OptionsState, referrer?: string): ProductOptionsInput {
  const p = s.product;
  const size = currentSize(s);
  const pack = roundPack(s.customPack);
  const orientation = effectiveOrientation(s);
  const image = s.webImage ? s.webImageUrl.trim() || undefined : s.uploadedImage?.file;
  return defined({
    size: size.preset
      ? defined({
          sizeid: size.preset.sizeid,
          width: size.preset.width,
          height: size.preset.height,
          deviceid: size.preset.deviceid,
          compositionId: size.preset.compositionId,
          name: size.preset.name,
        })
      : undefined,
    width: size.preset ? undefined : size.width,
    height: size.preset ? undefined : size.height,
    device: size.preset?.deviceid,
    pack: pack === undefined && p.packs.length > 0 ? s.pack : undefined,
    customPack: pack,
    color: p.colours.length > 0 ? s.color : undefined,
    reversed: p.orientation ? orientation === 'reversed' : undefined,
    orientation: p.orientation ? orientation : undefined,
    personalizedText: p.personalizedText ? s.personalizedText.trim() || undefined : undefined,
    personalizedImage: p.personalizedImage ? image : undefined,
    personalizedImageOriginalName: p.personalizedImage && !s.webImage ? s.uploadedImage?.originalName : undefined,
    personalizedImageFromWeb: p.personalizedImage && s.webImage && image ? true : undefined,
    model: p.clothingModels.length > 0 ? s.model : undefined,
    modelGender: p.clothingModels.length > 0 ? s.gender : undefined,
    materialColor: p.materialColors.length > 0 ? s.materialColor : undefined,
    modelSize: p.clothingModels.length > 0 ? s.modelSize : undefined,
    effect: p.effects.length > 0 ? s.effect : undefined,
    materialCanvas: p.canvasMaterials.length > 0 ? s.materialCanvas : undefined,
    composition: p.compositions.length > 0 ? s.composition : undefined,
    tissue: p.tissues.length > 0 ? s.tissue : undefined,
    mechanism: p.mechanisms.length > 0 ? s.mechanism : undefined,
    chainPosition: p.chainPositions.length > 0 ? s.chainPosition : undefined,
    drop: p.drops.length > 0 ? s.drop : undefined,
    supportColor: p.supportColors.length > 0 ? s.supportColor : undefined,
    format: p.rugFormats.length > 0 ? s.format : undefined,
    // the cut (SPEC.md section 3's shape option: value and name), rounded corners only where there are corners
    shape: offersShapeChoice(p) ? { value: s.shape, name: SHAPE_LABELS[s.shape] } : undefined,
    roundedCorners: offersShapeChoice(p) && s.roundedCorners && canRoundCorners(s.shape) ? true : undefined,
    referrer,
  });
}

/** The t-shirt bundle of the state as multiProducts (undefined without extra shirts, and when modifying). */
export function bundlePayload(s: OptionsState): ReturnType<typeof multiProductsOf> {
  if (s.mode === 'modify' || s.product.clothingModels.length === 0) return undefined;
  const o = optionBag(s);
  return multiProductsOf(
    {
      model: s.model,
      modelSize: s.modelSize,
      materialColor: s.materialColor,
      color: o.color as number | undefined,
      text: o.personalizedText,
      image: o.personalizedImage,
    },
    s.bundle,
  );
}

/** Whether adding goes through add-to-cart-multiple (a t-shirt bundle of two or more shirts). */
export function addsMultiple(s: OptionsState): boolean {
  return bundlePayload(s) !== undefined;
}

/** calculate-custom-price payload: the spec's top-level fields plus the option bag. */
export function pricePayload(s: OptionsState): PayloadInput<'calculateCustomPrice'> {
  const options = optionBag(s);
  const size = currentSize(s);
  return defined({
    productId: s.product.id,
    quantity: s.quantity,
    width: size.preset ? undefined : size.width,
    height: size.preset ? undefined : size.height,
    device: size.preset?.deviceid,
    pack: options.pack as number | undefined,
    isCatalogSize: size.preset ? true : undefined,
    composition: options.composition as number | undefined,
    options,
    model: options.model as number | undefined,
    materialColor: options.materialColor as number | undefined,
    color: options.color as number | undefined,
    modelSize: options.modelSize,
    tissue: options.tissue as number | undefined,
    mechanism: options.mechanism as number | undefined,
    drop: options.drop as number | undefined,
    supportColor: options.supportColor as number | undefined,
    multiProducts: bundlePayload(s),
    upSellingProducts: upSellingPricePayload(s),
    ...extrasPayload(s),
    convertUM: inInches(s),
  });
}

/** convertUM: true when a custom size is typed in inches (the server converts it to centimetres, price and cart alike). */
function inInches(s: OptionsState): true | undefined {
  const size = currentSize(s);
  return !size.preset && s.unit === 'in' && size.width !== undefined ? true : undefined;
}

/** The up-selling text as the live price asks it (product and quantity: text, font and colour do not change it). */
export function upSellingPricePayload(s: OptionsState): Array<{ productId: number; quantity: number }> | undefined {
  if (s.mode === 'modify') return undefined;
  return upSellingOf(s.product, s.upSell)?.map(({ productId, quantity }) => ({ productId, quantity }));
}

/** The accessories and "goes well with" products chosen, as add-to-cart takes them (and the live price prices them). */
function extrasPayload(s: OptionsState) {
  const complements = Object.entries(s.complements)
    .filter(([, q]) => q > 0)
    .map(([id, quantity]) => ({ id: Number(id), quantity, linkToParent: true }));
  const crossSellingProducts = Object.entries(s.crossSelling)
    .filter(([, on]) => on)
    .map(([id]) => ({ id: Number(id), linkToParent: true, options: { originalProduct: s.product.id } }));
  return {
    complements: complements.length > 0 ? complements : undefined,
    crossSellingProducts: crossSellingProducts.length > 0 ? crossSellingProducts : undefined,
  };
}

/** add-to-cart payload: options, complements (0 quantities left out), cross-selling products linked to the parent. */
export function cartPayload(s: OptionsState, referrer?: string): PayloadInput<'addToCart'> {
  const { complements, crossSellingProducts } = extrasPayload(s);
  return defined({
    productId: s.product.id,
    quantity: s.quantity,
    options: optionBag(s, referrer),
    complements,
    crossSellingProducts,
    multiProducts: bundlePayload(s),
    upSellingProducts: s.mode === 'modify' ? undefined : upSellingOf(s.product, s.upSell),
    convertUM: inInches(s),
  });
}

/** modify-cart-item payload: the add payload plus the item id and the fields the spec names. */
export function modifyPayload(s: OptionsState, itemId: number, referrer?: string): PayloadInput<'modifyCartItem'> {
  const base = cartPayload(s, referrer);
  const o = base.options ?? {};
  return defined({
    ...base,
    id: itemId,
    productName: s.product.name,
    supportColor: o.supportColor as number | undefined,
    materialCanvas: o.materialCanvas,
    format: o.format,
  });
}
