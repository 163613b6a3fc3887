// How a cart item reads: its description line and its analytics attributes, from the product and stored options.
import type { Product } from '../catalog/model';
import type { CatalogueSnapshot } from './catalogueService';
import { itemLabel, shapeName, type ItemLabel } from '../i18n/itemLabels';
import { isMirrored } from '../../rules/orientation';

export interface ItemWording {
  description: string;
  /** Analytics: the colour (or garment colour) chosen. */
  variant?: string;
  /** Analytics: the size as shown. */
  dimension1?: string;
  /** Analytics: the product category. */
  dimension2: string;
}

type Options = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/** The description names each value ("Size: 60 x 55 cm · Chain position: left") in the shopper's language. */
export function describeItem(product: Product, snap: CatalogueSnapshot, options: Options, locale = 'en'): ItemWording {
  const labelled = (label: ItemLabel, value: string | undefined) => (value ? `${itemLabel(locale, label)}: ${value}` : undefined);
  const l = snap.lists;
  const named = <T extends { id: number | string; name: string }>(list: T[] | undefined, id: unknown) =>
    id === undefined ? undefined : list?.find((x) => x.id === id)?.name;
  const size = options.size as { sizeid?: number } | undefined;
  const catalogueSize = size?.sizeid !== undefined ? product.sizes?.find((s) => s.sizeid === size.sizeid) : undefined;
  const width = num(options.width);
  const height = num(options.height);
  const sizeText = catalogueSize?.name ?? (width !== undefined && height !== undefined ? `${width} x ${height} cm` : undefined);
  const colour = named(l.colours, options.color);
  const model = named(l.clothingModels, options.model);
  const garment = named(l.materialColours, options.materialColor);
  const text = str(options.personalizedText);
  const pack = num(options.customPack) ?? num(options.pack);
  const image = str(options.personalizedImageOriginalName);
  // the designer's cut (its payload's shape option, or the bare value of older lines)
  const shapeOption = options.shape as { value?: unknown } | string | undefined;
  const shape = shapeName(locale, typeof shapeOption === 'object' && shapeOption ? shapeOption.value : shapeOption, options.roundedCorners === true);
  const parts = [
    labelled('size', sizeText),
    labelled('panels', named(product.compositions, options.composition)),
    labelled('material', named(product.canvasMaterials, options.materialCanvas)),
    labelled('pack', pack !== undefined ? String(pack) : undefined),
    labelled('format', named(product.rugFormats, options.format)),
    labelled('shape', shape),
    labelled('colour', colour),
    isMirrored(options) ? labelled('orientation', 'mirrored') : undefined,
    labelled('model', model && [model, str(options.modelSize), garment].filter(Boolean).join(' ')),
    labelled('fabric', named(l.tissues, options.tissue)),
    labelled('mechanism', named(l.mechanisms, options.mechanism)),
    labelled('drop', named(l.drops, options.drop)),
    labelled('chain', named(l.chainPositions, options.chainPosition)),
    labelled('brackets', named(l.supportColors, options.supportColor)),
    labelled('effect', named(l.effects, options.effect)),
    labelled('text', text ? `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"` : undefined),
    labelled('image', image),
  ].filter((p): p is string => typeof p === 'string' && p.length > 0);
  return {
    description: parts.join(' · ').slice(0, 2000),
    ...(colour || garment ? { variant: (colour ?? garment)! } : {}),
    ...(sizeText ? { dimension1: sizeText } : model && str(options.modelSize) ? { dimension1: String(options.modelSize) } : {}),
    dimension2: product.category,
  };
}
