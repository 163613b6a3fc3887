import type { ProductDetail } from '../../../contract/catalog';
import { offersShapes } from '../../../rules/shape';
import { offersBundle, upSellProductId } from './extras';

// Which collapsible sections a product shows (SPEC.md section 2), and the section rules of section 4 and 8.

export type SectionId =
  | 'size'
  | 'format'
  | 'pack'
  | 'material'
  | 'color'
  | 'model'
  | 'material-color'
  | 'bundle'
  | 'shape'
  | 'effect'
  | 'tissue'
  | 'mechanism'
  | 'drop'
  | 'chain-position'
  | 'support-color'
  | 'custom'
  | 'orientation'
  | 'extras'
  | 'up-selling'
  | 'cross-selling';

export const sectionTitles: Record<SectionId, string> = {
  size: 'Size',
  format: 'Rug format',
  pack: 'Pack',
  material: 'Canvas material',
  color: 'Colour',
  model: 'Model, cut and size',
  'material-color': 'Garment colour',
  bundle: 'More shirts',
  shape: 'Shape',
  effect: 'Effect',
  tissue: 'Fabric',
  mechanism: 'Mechanism',
  drop: 'Drop',
  'chain-position': 'Chain position',
  'support-color': 'Bracket colour',
  custom: 'Personalise',
  orientation: 'Orientation',
  extras: 'Accessories',
  'up-selling': 'Add a personalised text',
  'cross-selling': 'Goes well with',
};

/**
 * Whether a colour forces normal orientation (and hides the orientation section): the server decides with the spec's
 * colour ids (rules/orientation.ts) and sends the answer with each colour; the page reads only that flag.
 */
export function colourForcesNormalOrientation(product: Pick<ProductDetail, 'colours'>, colorId: number | undefined): boolean {
  if (colorId === undefined) return false;
  return product.colours.find((c) => c.id === colorId)?.forcesNormalOrientation ?? false;
}

/**
 * Whether the product page offers the designer's shapes (SPEC.md section 4): a shaped product (types 6 and 8) made from
 * the shopper's picture; the server cuts the line to it (server/print/production.ts). A rug's shape is its format
 * (round or not), chosen in the format section.
 */
export function offersShapeChoice(product: Pick<ProductDetail, 'designerType' | 'personalizedImage' | 'rugFormats'>): boolean {
  return product.designerType !== undefined && offersShapes(product.designerType) && product.personalizedImage === true && product.rugFormats.length === 0;
}

export function isBlind(product: Pick<ProductDetail, 'category'>): boolean {
  return product.category === 'roller-blind';
}

/** The sizes to offer: with a canvas material chosen, the sizes of other materials are hidden. */
export function visibleSizes<S extends { materialCanvas?: string }>(sizes: readonly S[], materialCanvas: string | undefined): S[] {
  if (!materialCanvas) return [...sizes];
  return sizes.filter((s) => !s.materialCanvas || s.materialCanvas === materialCanvas);
}

/**
 * The sections of a product, in display order. `colorId` hides orientation for the colours that force normal. The
 * bundle and the up-selling text add cart items: they are not offered when modifying an item.
 */
export function productSections(product: ProductDetail, colorId?: number, mode: 'page' | 'quick-add' | 'modify' = 'page'): SectionId[] {
  const s: SectionId[] = [];
  if (product.sizes.length > 0 || product.customSize) s.push('size');
  if (product.rugFormats.length > 0) s.push('format');
  if (product.packs.length > 0) s.push('pack');
  if (product.canvasMaterials.length > 0 || product.compositions.length > 0) s.push('material');
  if (product.colours.length > 0) s.push('color');
  if (product.clothingModels.length > 0) s.push('model');
  if (product.materialColors.length > 0) s.push('material-color');
  if (mode !== 'modify' && offersBundle(product)) s.push('bundle');
  if (offersShapeChoice(product)) s.push('shape');
  if (product.effects.length > 0) s.push('effect');
  if (product.tissues.length > 0) s.push('tissue');
  if (product.mechanisms.length > 0) s.push('mechanism');
  if (product.drops.length > 0) s.push('drop');
  if (product.chainPositions.length > 0) s.push('chain-position');
  if (product.supportColors.length > 0) s.push('support-color');
  if (product.personalizedText || product.personalizedImage) s.push('custom');
  if (product.orientation && !colourForcesNormalOrientation(product, colorId)) s.push('orientation');
  if (product.complements.length > 0) s.push('extras');
  if (mode !== 'modify' && upSellProductId(product) !== undefined) s.push('up-selling');
  if (product.crossSelling.length > 0) s.push('cross-selling');
  return s;
}

/** Cart error codes that name their own section (SPEC.md section 8); any other code goes to the custom options. */
const codeSections: Record<string, SectionId> = {
  size: 'size',
  color: 'color',
  orientation: 'orientation',
  tissue: 'tissue',
  mechanism: 'mechanism',
  drop: 'drop',
  upSelling: 'up-selling',
};

/**
 * The section to expand and scroll to after a failed add or modify. Codes size, color, orientation, tissue, mechanism
 * and drop name their section; any other code goes to the custom options section. When the product lacks that section
 * (e.g. no personalisation), the first section stands in.
 */
export function errorSection(errorCode: string, available: readonly SectionId[]): SectionId | undefined {
  const wanted = codeSections[errorCode] ?? 'custom';
  if (available.includes(wanted)) return wanted;
  // size errors on rug products concern the format
  if (wanted === 'size' && available.includes('format')) return 'format';
  return available[0];
}

/** Scroll target of an error section: its top minus the 150 px offset, after 1 s (SPEC.md section 9). */
export const ERROR_SCROLL_OFFSET = 150;
export const ERROR_SCROLL_DELAY_MS = 1000;

export function scrollTargetY(sectionTop: number, scrollY: number, offset = ERROR_SCROLL_OFFSET): number {
  return Math.max(0, sectionTop + scrollY - offset);
}
