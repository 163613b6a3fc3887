// Clothing pricing: base + the model's surcharge + the clothing size's surcharge (e.g. XXL +200).
import type { PricingModel, Product } from '../catalog/model';
import type { ModelResult } from './model-price';
import { priceError, type PriceConfig, type PricingContext } from './types';

type ClothingPricing = Extract<PricingModel, { kind: 'clothing' }>;

export function priceClothing(product: Product, pricing: ClothingPricing, ctx: PricingContext, config: PriceConfig): ModelResult {
  if (config.model === undefined) return priceError('model', 'model-required', {});
  const model = (product.clothingModels ?? []).includes(config.model) ? ctx.clothingModels?.get(config.model) : undefined;
  if (!model) return priceError('model', 'model-unknown', { model: config.model });
  if (config.materialColor !== undefined && !model.materialColors.includes(config.materialColor)) {
    return priceError('materialColor', 'material-color-unknown', { materialColor: config.materialColor });
  }
  const breakdown = [{ label: 'base', amount: pricing.base }];
  let amount = pricing.base;
  if (model.surcharge) {
    amount += model.surcharge;
    breakdown.push({ label: `model ${model.name}`, amount: model.surcharge });
  }
  if (config.modelSize !== undefined) {
    if (!model.sizes.includes(config.modelSize)) {
      return priceError('modelSize', 'model-size-unknown', { modelSize: config.modelSize });
    }
    const sizeSurcharge = model.sizeSurcharges?.[config.modelSize] ?? 0;
    if (sizeSurcharge) {
      amount += sizeSurcharge;
      breakdown.push({ label: `size ${config.modelSize}`, amount: sizeSurcharge });
    }
  }
  return { ok: true, amount, breakdown };
}
