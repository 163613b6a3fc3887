import { hasBackground, type DesignDocument, type TypeCode } from '../model.js';
import { isOneByOne, isPackPriced } from '../productTypes.js';
import { isPhotoPlaceholder } from './locks.js';
import { sizeAlert } from './sizing.js';

export interface MenuSteps {
  text: boolean;
  measure: boolean;
  material: boolean;
  features: boolean;
}

/**
 * What the menu reads of the product beside the document: the catalogue's answer (the page passes its product), read
 * structurally since the engine cannot import the contract.
 */
export interface MenuProduct {
  designerType?: TypeCode;
  packs: readonly unknown[];
  minPack?: number;
  compositions: readonly unknown[];
}

/** The measure section offers packs: pack-priced sizes (type 10) that the catalogue gives packs. */
export const offersPackChoice = (product: MenuProduct): boolean =>
  product.designerType !== undefined && isPackPriced(product.designerType) && product.packs.length > 0;

/**
 * Menu items turn completed (green icon) when their step is satisfied. With the product: the measure step also needs
 * a pack of at least the minimum where packs are offered, and a composition chosen completes the features.
 */
export function completedSteps(doc: DesignDocument, product?: MenuProduct): MenuSteps {
  const p = doc.product;
  const packChosen = !product || !offersPackChoice(product) || (p.pack !== null && p.pack >= (product.minPack ?? 1));
  const compositionChosen = !!product && product.compositions.length > 0 && Boolean(p.composition);
  return {
    text: doc.order.some((id) => {
      const o = doc.objects[id];
      return o?.kind === 'text' && o.text.trim() !== '';
    }),
    // a size the shop takes (never green beside a size alert: issue 26, item 6; type 7's design is 1 x 1, as priced),
    // a catalogue size named by its device (type 7), or a clothing size (type 9)
    measure:
      ((p.width !== null && p.width > 0 && p.height !== null && p.height > 0 && (isOneByOne(p.typeCode) || sizeAlert(p, p.limits) === null)) ||
        !!p.device ||
        (!!p.model && !!p.modelSize)) &&
      packChosen,
    material: !!p.material,
    features: (!!p.tissue && !!p.mechanism && !!p.drop) || compositionChosen,
  };
}

/** The menu sections (other than "add") are inactive until a background exists. */
export function sectionsActive(doc: DesignDocument): boolean {
  return hasBackground(doc);
}

/** The template's photo frame the add section fills: the selected one, or else the first. */
export function photoFrameToFill(doc: DesignDocument, selection: readonly string[]): string | undefined {
  return selection.find((id) => isPhotoPlaceholder(doc.objects[id])) ?? doc.order.find((id) => isPhotoPlaceholder(doc.objects[id]));
}

/** The menu sections a refused add can name (SPEC.md section 8): the page opens the one that fixes it. */
export type FixingSection = 'add' | 'measure' | 'material' | 'features';

const SECTION_OF_ERROR: Readonly<Record<string, FixingSection>> = {
  tissue: 'features',
  mechanism: 'features',
  drop: 'features',
  composition: 'features',
  size: 'measure',
  device: 'measure',
  personalizedImage: 'add',
  model: 'measure',
  modelSize: 'measure',
  pack: 'measure',
  materialColor: 'material',
  personalization: 'add',
};

/** The menu section that fixes a refused add, from the server's error code; undefined when none does. */
export const sectionFixing = (errorCode: string | undefined): FixingSection | undefined => (errorCode ? SECTION_OF_ERROR[errorCode] : undefined);
