// Area pricing: base + per square metre, never below the minimum. A catalogue size with its own price uses it.
import type { PricingModel, Product } from '../catalog/model';
import { squareMetres } from './money';
import type { ModelResult } from './model-price';
import { resolveSize } from './resolve-size';
import type { PriceConfig } from './types';

type AreaPricing = Extract<PricingModel, { kind: 'area' }>;

/** base + perSquareMetre * m2 for a size in cm, never below minimum (unrounded). */
export function areaAmount(pricing: AreaPricing, widthCm: number, heightCm: number): number {
  const amount = pricing.base + pricing.perSquareMetre * squareMetres(widthCm, heightCm);
  return Math.max(amount, pricing.minimum);
}

export function priceArea(product: Product, pricing: AreaPricing, config: PriceConfig): ModelResult {
  const resolved = resolveSize(product, config);
  if (!('kind' in resolved)) return resolved;
  if (resolved.kind === 'catalogue' && resolved.size.price !== undefined) {
    const { size } = resolved;
    return {
      ok: true,
      amount: size.price!,
      oldAmount: size.oldPrice,
      breakdown: [{ label: `size ${size.name}`, amount: size.price! }],
    };
  }
  const { width, height } = resolved.kind === 'catalogue' ? resolved.size : resolved;
  const raw = pricing.base + pricing.perSquareMetre * squareMetres(width, height);
  const amount = areaAmount(pricing, width, height);
  const breakdown = [
    { label: 'base', amount: pricing.base },
    { label: `${+squareMetres(width, height).toFixed(4)} m2`, amount: raw - pricing.base },
  ];
  if (amount > raw) breakdown.push({ label: 'minimum', amount: amount - raw });
  const custom = resolved.kind === 'custom' ? resolved : undefined;
  return {
    ok: true,
    amount,
    breakdown,
    size: custom ? { width, height } : undefined,
    notices: custom?.notice ? [custom.notice] : undefined,
    warning: custom?.warning,
  };
}
