// Public types of the pricing engine. Money is integer minor units (EUR cents); lengths are centimetres.
import type { BlindMechanism, BlindTissue, ClothingModel, Money, Option } from '../catalog/model';
import type { PricingMessageKey } from './messages';

/** The catalogue lookups pricing needs beyond the product itself. Any missing map means "none known". */
export interface PricingContext {
  clothingModels?: ReadonlyMap<number, ClothingModel>;
  tissues?: ReadonlyMap<number, BlindTissue>;
  mechanisms?: ReadonlyMap<number, BlindMechanism>;
  drops?: ReadonlyMap<number, Option>;
}

/** What the shopper chose (SPEC.md section 3, product options). */
export interface PriceConfig {
  quantity: number;
  width?: number;
  height?: number;
  sizeid?: number;
  pack?: number;
  customPack?: number;
  color?: number;
  reversed?: boolean;
  composition?: number;
  materialCanvas?: string;
  model?: number;
  modelSize?: string;
  materialColor?: number;
  tissue?: number;
  mechanism?: number;
  drop?: number;
  rugFormat?: string;
  device?: number;
  /** The cut a shaped product is made to (its designer's shape, or the product page's): a circle needs a square size. */
  shape?: 'original' | 'circle' | 'square' | 'rectangle';
}

/** Option section an error belongs to; the storefront focuses the matching section (SPEC.md section 8). */
export type PriceErrorCode =
  | 'size'
  | 'pack'
  | 'color'
  | 'orientation'
  | 'quantity'
  | 'composition'
  | 'materialCanvas'
  | 'model'
  | 'modelSize'
  | 'materialColor'
  | 'tissue'
  | 'mechanism'
  | 'drop'
  | 'rugFormat'
  | 'device';

export type MessageParams = Record<string, string | number>;

/** A translatable message: a key of the i18n table plus its parameters. */
export interface Message {
  messageKey: PricingMessageKey;
  params: MessageParams;
}

export interface PriceError extends Message {
  ok: false;
  code: PriceErrorCode;
}

/** One line of how a unit price was built, in minor units (before the final rounding). */
export interface BreakdownLine {
  label: string;
  amount: number;
}

export interface PriceOk {
  ok: true;
  /** Price of one item, rounded half up to whole cents. */
  unitPrice: Money;
  /** Struck-through previous unit price, when the catalogue has one. */
  oldUnitPrice?: Money;
  /** unitPrice * quantity. */
  total: Money;
  oldTotal?: Money;
  breakdown?: BreakdownLine[];
  /** A custom size after rounding (step or 5 cm); present when it was priced from width and height. */
  size?: { width: number; height: number };
  /** Notices the shopper should see, e.g. a rounded size. */
  notices?: Message[];
  /** A warning that does not block the price (upper-size warning). */
  warning?: Message;
}

export type PriceResult = PriceOk | PriceError;

/** A unit price before quantity: what each pricing model computes. */
export interface UnitPrice {
  ok: true;
  unitPrice: Money;
  oldUnitPrice?: Money;
  breakdown: BreakdownLine[];
  size?: { width: number; height: number };
  notices?: Message[];
  warning?: Message;
}

export type UnitResult = UnitPrice | PriceError;

export function priceError(code: PriceErrorCode, messageKey: PricingMessageKey, params: MessageParams = {}): PriceError {
  return { ok: false, code, messageKey, params };
}
