// calculatePrice: the one entry point that prices a product configuration.
import type { Product } from '../catalog/model';
import { priceArea } from './area';
import { priceBlind } from './blind';
import { priceCatalogue } from './catalogue';
import { priceClothing } from './clothing';
import { roundHalfUp, withPercent } from './money';
import type { ModelResult } from './model-price';
import { checkColourAndOrientation, checkQuantity, checkShapeSize, shapeSurcharges, surchargeLines } from './options';
import { pricePack } from './pack';
import { priceError, type PriceConfig, type PriceResult, type PricingContext, type UnitResult } from './types';

function modelPrice(product: Product, ctx: PricingContext, config: PriceConfig): ModelResult {
  const pricing = product.pricing;
  switch (pricing.kind) {
    case 'area':
      return priceArea(product, pricing, config);
    case 'catalogue':
      return priceCatalogue(product, config);
    case 'pack':
      return pricePack(product, pricing, config);
    case 'clothing':
      return priceClothing(product, pricing, ctx, config);
    case 'blind':
      return priceBlind(product, pricing, ctx, config);
    case 'format': {
      if (config.rugFormat === undefined) return priceError('rugFormat', 'rug-format-required', {});
      const format = product.rugFormats?.find((f) => f.id === config.rugFormat);
      if (!format) return priceError('rugFormat', 'rug-format-unknown', { rugFormat: config.rugFormat });
      return { ok: true, amount: format.price, breakdown: [{ label: `format ${format.name}`, amount: format.price }] };
    }
    case 'fixed':
      return { ok: true, amount: pricing.price, oldAmount: pricing.oldPrice, breakdown: [{ label: 'price', amount: pricing.price }] };
  }
}

/** The price of one item of this configuration, rounded half up once; quantity is not checked. */
export function calculateUnitPrice(product: Product, ctx: PricingContext, config: PriceConfig): UnitResult {
  const optionError = checkColourAndOrientation(product, config);
  if (optionError) return optionError;
  const surcharges = shapeSurcharges(product, config);
  if ('ok' in surcharges) return surcharges;
  const model = modelPrice(product, ctx, config);
  if (!model.ok) return model;
  const shapeError = checkShapeSize(product, config, model.size);
  if (shapeError) return shapeError;
  const unitPrice = roundHalfUp(withPercent(model.amount, surcharges.percent));
  const oldUnitPrice = model.oldAmount === undefined ? undefined : roundHalfUp(withPercent(model.oldAmount, surcharges.percent));
  return {
    ok: true,
    unitPrice,
    ...(oldUnitPrice !== undefined && oldUnitPrice > unitPrice ? { oldUnitPrice } : {}),
    breakdown: [...model.breakdown, ...surchargeLines(model.amount, surcharges)],
    ...(model.size ? { size: model.size } : {}),
    ...(model.notices?.length ? { notices: model.notices } : {}),
    ...(model.warning ? { warning: model.warning } : {}),
  };
}

/** Prices a configuration: unit price, old unit price, total for the quantity, or the first rule it breaks. */
export function calculatePrice(product: Product, ctx: PricingContext, config: PriceConfig): PriceResult {
  const quantityError = checkQuantity(config.quantity);
  if (quantityError) return quantityError;
  const unit = calculateUnitPrice(product, ctx, config);
  if (!unit.ok) return unit;
  const total = unit.unitPrice * config.quantity;
  if (!Number.isSafeInteger(total)) return priceError('quantity', 'quantity-invalid', { min: 1 });
  return {
    ...unit,
    total,
    ...(unit.oldUnitPrice !== undefined ? { oldTotal: unit.oldUnitPrice * config.quantity } : {}),
  };
}
