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

/** One named value of a line, in the shopper's language: { name: 'Colour', value: 'Mustard yellow' }. */
interface ItemPart {
  name: string;
  value: string;
}

/** The description names each value ("Size: 60 x 55 cm · Chain position: left") in the shopper's language. */
export function describeItem(product: Product, snap: CatalogueSnapshot, options: Options, locale = 'en'): ItemWording {
  const { parts, colour, garment, model, sizeText } = itemValues(product, snap, options, locale);
  return {
    description: parts
      .map((p) => `${p.name}: ${p.value}`)
      .join(' · ')
      .slice(0, 2000),
    ...(colour || garment ? { variant: (colour ?? garment)! } : {}),
    ...(sizeText ? { dimension1: sizeText } : model && str(options.modelSize) ? { dimension1: String(options.modelSize) } : {}),
    dimension2: product.category,
  };
}

/** A line's values with their names, as its description reads them (the back office lists them one by one). */
export const itemParts = (product: Product, snap: CatalogueSnapshot, options: Options, locale = 'en'): ItemPart[] =>
  itemValues(product, snap, options, locale).parts;

function itemValues(product: Product, snap: CatalogueSnapshot, options: Options, locale: string) {
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
  const values: [ItemLabel, string | undefined][] = [
    ['size', sizeText],
    ['panels', named(product.compositions, options.composition)],
    ['material', named(product.canvasMaterials, options.materialCanvas)],
    ['pack', pack !== undefined ? String(pack) : undefined],
    ['format', named(product.rugFormats, options.format)],
    ['shape', shape],
    ['colour', colour],
    ['orientation', isMirrored(options) ? 'mirrored' : undefined],
    ['model', model && [model, str(options.modelSize), garment].filter(Boolean).join(' ')],
    ['fabric', named(l.tissues, options.tissue)],
    ['mechanism', named(l.mechanisms, options.mechanism)],
    ['drop', named(l.drops, options.drop)],
    ['chain', named(l.chainPositions, options.chainPosition)],
    ['brackets', named(l.supportColors, options.supportColor)],
    ['effect', named(l.effects, options.effect)],
    ['text', text ? `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"` : undefined],
    ['image', image],
  ];
  const parts = values.flatMap(([label, value]): ItemPart[] => (value ? [{ name: itemLabel(locale, label), value }] : []));
  return { parts, colour, garment, model, sizeText };
}
