import type { Payload } from '../../contract';
import type { Product } from '../catalog/model';
import { offersShapes } from '../../editor-engine';
import { lengthInCm } from '../../rules/size';
import { chosenShape } from '../print/production';
import type { PriceConfig } from '../pricing';
import { ShopError } from './shopError';

type PricePayload = Payload<'calculateCustomPrice'>;
type Options = NonNullable<PricePayload['options']>;

/**
 * Reads what the shopper chose from a price or cart payload into the pricing engine's configuration. Top-level
 * fields win over the option bag (the page sends both shapes). Any price the client sent is simply not read.
 */
export function priceConfiguration(
  product: Product,
  payload: Partial<PricePayload> & { quantity: number; design?: unknown },
  options: Options = payload.options ?? {},
): PriceConfig {
  // the cut it is made to, as the print decides it (the design's shape first): a circle needs a square size
  const shape = product.designerType && offersShapes(product.designerType) ? chosenShape({ ...options, design: payload.design })?.kind : undefined;
  const size = options.size;
  let sizeid = size?.sizeid;
  let width = payload.width ?? options.width;
  let height = payload.height ?? options.height;
  const device = payload.device ?? options.device ?? size?.deviceid;
  if (!sizeid && payload.isCatalogSize) {
    // A catalogue size sent by its dimensions (and device): find it, or refuse.
    const match = product.sizes?.find((s) => s.width === width && s.height === height && (device === undefined || s.deviceid === device));
    if (!match) throw new ShopError(400, 'size', 'size-unknown');
    sizeid = match.sizeid;
  }
  if (sizeid) {
    width = undefined;
    height = undefined;
  }
  const config: PriceConfig = {
    quantity: payload.quantity,
    width,
    height,
    sizeid,
    pack: payload.pack ?? options.pack,
    customPack: options.customPack,
    color: payload.color ?? options.color,
    reversed: options.reversed ?? (options.orientation ? options.orientation === 'reversed' : undefined),
    composition: payload.composition ?? options.composition ?? size?.compositionId,
    materialCanvas: options.materialCanvas,
    model: payload.model ?? options.model,
    modelSize: payload.modelSize ?? options.modelSize,
    materialColor: payload.materialColor ?? options.materialColor,
    tissue: payload.tissue ?? options.tissue,
    mechanism: payload.mechanism ?? options.mechanism,
    drop: payload.drop ?? options.drop,
    rugFormat: options.format,
    device,
    shape,
  };
  return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)) as PriceConfig;
}

/** convertUM: a length the shopper typed in inches, in centimetres to 0.1 cm (add-to-cart and the live price alike). */
export function lengthFromInches(inches: number | undefined): number | undefined {
  return lengthInCm(inches, 'in');
}

/** A price payload whose lengths were typed in inches (convertUM), in centimetres: top-level and option bag. */
export function pricePayloadInCm<T extends Partial<PricePayload>>(p: T): T {
  if (!p.convertUM) return p;
  const o = p.options;
  return {
    ...p,
    width: lengthFromInches(p.width),
    height: lengthFromInches(p.height),
    ...(o ? { options: { ...o, width: lengthFromInches(o.width), height: lengthFromInches(o.height) } } : {}),
  };
}
