// What must be chosen before an item can go into the cart (the live price tolerates missing choices).
import type { Product } from '../catalog/model';
import { priceError, type PriceConfig, type PriceError, type PricingContext } from './types';

const has = (list: unknown[] | undefined) => (list?.length ?? 0) > 0;

/** The first missing choice as a cart error (its code names the option section to open), or undefined. */
export function checkRequiredOptions(product: Product, ctx: PricingContext, config: PriceConfig): PriceError | undefined {
  if (has(product.colours) && config.color === undefined) return priceError('color', 'color-required', {});
  if (product.pricing.kind === 'blind') {
    if (has(product.tissues) && config.tissue === undefined) return priceError('tissue', 'tissue-required', {});
    if (has(product.mechanisms) && config.mechanism === undefined) return priceError('mechanism', 'mechanism-required', {});
    if (has(product.drops) && config.drop === undefined) return priceError('drop', 'drop-required', {});
  }
  if (product.pricing.kind === 'clothing') {
    if (config.model === undefined) return priceError('model', 'model-required', {});
    const model = ctx.clothingModels?.get(config.model);
    if (config.modelSize === undefined) return priceError('modelSize', 'model-size-required', {});
    if (has(model?.materialColors) && config.materialColor === undefined) {
      return priceError('materialColor', 'material-color-required', {});
    }
  }
  return undefined;
}
