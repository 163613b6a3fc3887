// How a cart item reads: its description line and its analytics attributes, from the product and stored options.
import type { Product } from '../catalog/model';
import type { CatalogueSnapshot } from './catalogueService';

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

export function describeItem(product: Product, snap: CatalogueSnapshot, options: Options): ItemWording {
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
  const parts = [
    sizeText,
    named(product.compositions, options.composition),
    named(product.canvasMaterials, options.materialCanvas),
    num(options.customPack) ? `pack of ${options.customPack}` : num(options.pack) ? `pack of ${options.pack}` : undefined,
    named(product.rugFormats, options.format),
    colour,
    options.orientation === 'reversed' || options.reversed === true ? 'mirrored' : undefined,
    model && [model, str(options.modelSize), garment].filter(Boolean).join(' '),
    named(l.tissues, options.tissue),
    named(l.mechanisms, options.mechanism),
    named(l.drops, options.drop),
    named(l.chainPositions, options.chainPosition),
    named(l.supportColors, options.supportColor),
    named(l.effects, options.effect),
    text ? `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"` : undefined,
  ].filter((p): p is string => typeof p === 'string' && p.length > 0);
  return {
    description: parts.join(' · ').slice(0, 2000),
    ...(colour || garment ? { variant: (colour ?? garment)! } : {}),
    ...(sizeText ? { dimension1: sizeText } : model && str(options.modelSize) ? { dimension1: String(options.modelSize) } : {}),
    dimension2: product.category,
  };
}
