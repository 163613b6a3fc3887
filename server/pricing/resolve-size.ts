// Which size a configuration asks for: a catalogue size (by sizeid, device or matching dimensions) or a custom size.
import type { CatalogSize, Product } from '../catalog/model';
import { checkCustomSize } from './sizes';
import { priceError, type Message, type PriceConfig, type PriceError } from './types';

export type ResolvedSize = { kind: 'catalogue'; size: CatalogSize } | { kind: 'custom'; width: number; height: number; notice?: Message; warning?: Message };

/** The catalogue size a configuration names: by sizeid, else by device, else by exactly matching width and height. */
export function findCatalogueSize(product: Product, config: PriceConfig): CatalogSize | undefined {
  const sizes = product.sizes ?? [];
  if (config.sizeid !== undefined) return sizes.find((s) => s.sizeid === config.sizeid);
  if (config.device !== undefined) return sizes.find((s) => s.deviceid === config.device);
  const same = sizes.filter((s) => s.width === config.width && s.height === config.height);
  // the same dimensions in several compositions (90 x 60 as one panel or three): the chosen panels decide, and a
  // size of other panels is not theirs (5 panels with a 90 x 60 chosen for 1 panel has no price: choose a size)
  if (config.composition === undefined) return same[0];
  return same.find((s) => s.compositionId === config.composition) ?? same.find((s) => s.compositionId === undefined);
}

export function resolveSize(product: Product, config: PriceConfig): ResolvedSize | PriceError {
  const sizes = product.sizes ?? [];
  if (config.sizeid !== undefined) {
    const size = sizes.find((s) => s.sizeid === config.sizeid);
    return size ? { kind: 'catalogue', size } : priceError('size', 'size-unknown', { sizeid: config.sizeid });
  }
  if (config.device !== undefined) {
    const size = sizes.find((s) => s.deviceid === config.device);
    return size ? { kind: 'catalogue', size } : priceError('device', 'device-unknown', { device: config.device });
  }
  const { width, height } = config;
  if (width === undefined || height === undefined) return priceError('size', 'size-required', {});
  if (product.customSize) {
    const checked = checkCustomSize(width, height, product.customSize);
    if (!checked.ok) return checked;
    return { kind: 'custom', width: checked.width, height: checked.height, notice: checked.notice, warning: checked.warning };
  }
  const match = findCatalogueSize(product, config);
  return match ? { kind: 'catalogue', size: match } : priceError('size', 'size-not-custom', { width, height });
}
