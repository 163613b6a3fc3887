// The catalogue's shape: what the seed in fixtures/catalog/ provides and what the pricing engine and the product
// calls read. Money is always integer minor units (cents of EUR); lengths are centimetres.

import type { DesignerTypeCode } from '../../rules/designerTypes';
import type { SizeLimits } from '../../rules/size';
import type { DesignSourceId } from './designSources';
import type { PrintSpec } from '../../editor-engine/logic/preflight';
import type { DesignDocument } from '../../editor-engine/model';

export type Money = number;

export type ProductCategory =
  | 'cut-vinyl-sticker'
  | 'printed-sticker'
  | 'text-sticker'
  | 'wallpaper-mural'
  | 'wallpaper-roll'
  | 'roller-blind'
  | 'canvas'
  | 'photo-canvas'
  | 't-shirt'
  | 'coasters'
  | 'vinyl-rug'
  | 'device-skin'
  | 'spatula'
  | 'extra'; // complements, control and charger items, priority service, premium user

/** Designer product type codes of SPEC.md section 2. */
export type DesignerType = DesignerTypeCode;

/** A catalogue size (SPEC.md section 3): sizeid, width, height, deviceid, compositionId, name. */
export interface CatalogSize {
  sizeid: number;
  name: string;
  width: number;
  height: number;
  deviceid?: number;
  compositionId?: number;
  /** Canvas material this size belongs to (selecting a canvas material hides the others' sizes). */
  materialCanvas?: string;
  /** Price of this size for 'catalogue' pricing. */
  price?: Money;
  /** Struck-through previous price. */
  oldPrice?: Money;
}

/** Custom size limits and rounding (SPEC.md section 5). */
/** Custom size limits (cm): the shared rules' shape. */
export type { SizeLimits };

export interface Colour {
  id: number;
  name: string;
  hex: string;
}

export interface Pack {
  pack: number;
  price: Money;
  oldPrice?: Money;
}

export interface Composition {
  id: number;
  name: string;
  panels: number;
  /** Surcharge in percent on the size price, e.g. 20 for three panels. */
  surchargePercent: number;
}

export interface CanvasMaterial {
  id: string;
  name: string;
  surchargePercent: number;
}

export interface Effect {
  id: string; // 'original' | 'sepia' | 'grayscale'
  name: string;
}

export interface ClothingModel {
  id: number;
  name: string;
  gender: 'men' | 'women' | 'kids';
  /** Material colour ids to show for this model. */
  materialColors: number[];
  sizes: string[];
  /** Surcharge per clothing size, e.g. { XXL: 200 }. */
  sizeSurcharges?: Record<string, Money>;
  surcharge?: Money;
}

export interface MaterialColour {
  id: number;
  name: string;
  hex: string;
}

export interface BlindTissue {
  id: number;
  name: string;
  /** Surcharge in percent on the area price, e.g. 20 for blackout. */
  surchargePercent: number;
  hex: string;
}

export interface BlindMechanism {
  id: number;
  name: string;
  surcharge: Money;
}

export interface Option {
  id: number;
  name: string;
}

export interface RugFormat {
  id: string;
  name: string;
  width: number;
  height: number;
  price: Money;
}

export type PricingModel =
  /** base + per m2, never below minimum. */
  | { kind: 'area'; base: Money; perSquareMetre: Money; minimum: Money }
  /** Each catalogue size has its price; compositions and canvas materials add percent surcharges. */
  | { kind: 'catalogue' }
  /** Packs priced by the pack; a custom pack costs perUnit each, never below the smallest pack's price. */
  | { kind: 'pack'; perUnit: Money }
  /** Clothing: base plus model and size surcharges. */
  | { kind: 'clothing'; base: Money }
  /** Blinds: base + per m2 with a minimum billed area, tissue percent and mechanism surcharges. */
  | { kind: 'blind'; base: Money; perSquareMetre: Money; minimumArea: number }
  /** Rugs priced per format. */
  | { kind: 'format' }
  /** A single price. */
  | { kind: 'fixed'; price: Money; oldPrice?: Money };

export interface Product {
  id: number;
  reference: string;
  slug: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** Served image path, e.g. /media/catalog/123.svg. */
  image: string;
  brand: string;
  designerType?: DesignerType;
  /** Bleed, safe margin and smallest printable text (mm) for the preflight and the print file; DEFAULT_PRINT_SPEC when absent. */
  print?: PrintSpec;
  pricing: PricingModel;
  sizes?: CatalogSize[];
  /** Present when the shopper may type a custom width and height. */
  customSize?: SizeLimits;
  /** Percentage-size products: the height follows the width with this ratio (height = width * ratio). */
  heightRatio?: number;
  colours?: number[];
  orientation?: boolean;
  packs?: Pack[];
  minPack?: number;
  compositions?: Composition[];
  canvasMaterials?: CanvasMaterial[];
  effects?: string[];
  clothingModels?: number[];
  /**
   * Garments (type 9): the area the design prints on, centimetres on the garment (an adult's front: 30 x 40). The
   * line's physical size for the print file, and what the designer's canvas shows of the garment.
   */
  printArea?: { width: number; height: number };
  /** Wallpaper (issue 27): the roll it is printed on, in cm; a wider wall is hung in strips of this width, each
   * overlapping the one before by `overlap`. */
  roll?: { width: number; overlap: number };
  /** Canvas (issue 27): cm of picture around each edge that wraps the frame's sides and the fold behind them. */
  wrap?: number;
  tissues?: number[];
  mechanisms?: number[];
  drops?: number[];
  chainPositions?: number[];
  supportColors?: number[];
  rugFormats?: RugFormat[];
  personalizedText?: boolean;
  personalizedImage?: boolean;
  complements?: number[];
  crossSelling?: number[];
  related?: number[];
  /** Hidden from product lists (extras, services). */
  hidden?: boolean;
  /** Designs the shop prepared for a designer product (issue 29), offered as "Start from a template". */
  templates?: DesignTemplate[];
}

/**
 * A template: a design document in the engine's schema whose parts are marked (`template` on each object): locked
 * parts stay where it puts them, placeholders are for the shopper's photo or words. The id is unique in the
 * catalogue: a design started from it names it, and the server checks the locked parts against it.
 */
export interface DesignTemplate {
  id: string;
  name: string;
  design: DesignDocument;
}

export interface Voucher {
  code: string;
  kind: 'percent' | 'fixed' | 'free-shipping';
  /** Percent (0-100) for 'percent', minor units for 'fixed'. */
  value: number;
  validFrom?: string; // ISO date
  validTo?: string;
  minimumTotal?: Money;
  /** Uses allowed in all, by every cart together (1: a single-use code). */
  maxUses?: number;
  /** Uses allowed to one cart (applying it again after another voucher replaced it is a use). */
  maxUsesPerCart?: number;
  /** The exact instant (ISO, UTC) it stops applying, for codes valid for hours rather than days. */
  expiresAt?: string;
}

export interface Review {
  productId: number;
  author: string;
  rating: number; // 1-5
  title: string;
  body: string;
  date: string; // ISO date
}

export interface LibraryDesign {
  id: number;
  /** English name and keywords, shown where a language has none of its own. */
  name: string;
  tags: string[];
  /** Spanish and Danish names and keywords, where the source has them. */
  translations?: Partial<Record<'es' | 'da', { name: string; tags: string[] }>>;
  /** Served image URL, the add-design element's data-url. */
  url: string;
  /** Who made it, hence its licence and credits (designSources.ts); the shop's own ('atelier') when absent. */
  source?: DesignSourceId;
  /** The picture's file inside its source's package (packaged sources only): the image route serves it by id. */
  file?: string;
}

export interface ShippingRules {
  standard: Money;
  express: Money;
  freeShippingFrom: Money;
  expressFreeShippingFrom: Money;
}

/** The whole seed: everything fixtures/catalog/ provides. */
export interface Catalogue {
  products: Product[];
  colours: Colour[];
  materialColours: MaterialColour[];
  clothingModels: ClothingModel[];
  tissues: BlindTissue[];
  mechanisms: BlindMechanism[];
  drops: Option[];
  chainPositions: Option[];
  supportColors: Option[];
  effects: Effect[];
  vouchers: Voucher[];
  reviews: Review[];
  designs: LibraryDesign[];
  shipping: ShippingRules;
}
