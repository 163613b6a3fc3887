// Blind pricing: (base + perSquareMetre * max(area, minimumArea)) with the tissue's percent surcharge, plus the
// mechanism's surcharge. Needs both width and drop length (height); drop is the fabric-drop option.
import type { PricingModel, Product } from '../catalog/model';
import { squareMetres, withPercent } from './money';
import type { ModelResult } from './model-price';
import { checkCustomSize, type CheckedSize } from './sizes';
import { priceError, type PriceConfig, type PricingContext } from './types';

type BlindPricing = Extract<PricingModel, { kind: 'blind' }>;

export function priceBlind(product: Product, pricing: BlindPricing, ctx: PricingContext, config: PriceConfig): ModelResult {
  // A preset size gives its width and drop; otherwise the shopper must type both.
  let { width, height } = config;
  if (config.sizeid !== undefined) {
    const size = product.sizes?.find((s) => s.sizeid === config.sizeid);
    if (!size) return priceError('size', 'size-unknown', { sizeid: config.sizeid });
    ({ width, height } = size);
  }
  if (width === undefined || height === undefined) return priceError('size', 'size-blind-needs-both', {});
  let w = width;
  let h = height;
  let checked: CheckedSize | undefined;
  if (product.customSize) {
    const result = checkCustomSize(width, height, product.customSize);
    if (!result.ok) return result;
    checked = result;
    ({ width: w, height: h } = checked);
  } else if (!(width > 0 && height > 0)) {
    return priceError('size', 'size-invalid', {});
  }
  const area = squareMetres(w, h);
  const billed = Math.max(area, pricing.minimumArea);
  const areaPart = pricing.perSquareMetre * billed;
  const breakdown = [
    { label: 'base', amount: pricing.base },
    { label: `${+billed.toFixed(4)} m2`, amount: areaPart },
  ];
  let amount = pricing.base + areaPart;
  if (config.tissue !== undefined) {
    const tissue = (product.tissues ?? []).includes(config.tissue) ? ctx.tissues?.get(config.tissue) : undefined;
    if (!tissue) return priceError('tissue', 'tissue-unknown', { tissue: config.tissue });
    const withTissue = withPercent(amount, tissue.surchargePercent);
    if (withTissue !== amount) breakdown.push({ label: `tissue ${tissue.name}`, amount: withTissue - amount });
    amount = withTissue;
  }
  if (config.mechanism !== undefined) {
    const mechanism = (product.mechanisms ?? []).includes(config.mechanism) ? ctx.mechanisms?.get(config.mechanism) : undefined;
    if (!mechanism) return priceError('mechanism', 'mechanism-unknown', { mechanism: config.mechanism });
    if (mechanism.surcharge) breakdown.push({ label: `mechanism ${mechanism.name}`, amount: mechanism.surcharge });
    amount += mechanism.surcharge;
  }
  if (config.drop !== undefined && !(product.drops ?? []).includes(config.drop)) {
    return priceError('drop', 'drop-unknown', { drop: config.drop });
  }
  return {
    ok: true,
    amount,
    breakdown,
    size: { width: w, height: h },
    notices: checked?.notice ? [checked.notice] : undefined,
    warning: checked?.warning,
  };
}
