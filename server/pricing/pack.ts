// Pack pricing: a listed pack has its price; a custom pack is rounded up to a whole number and costs perUnit each,
// never less than the smallest pack. Below minPack is an error.
import { MAX_CUSTOM_PACK, wholePack } from '../../rules/pack';
import type { Pack, PricingModel, Product } from '../catalog/model';
import type { ModelResult } from './model-price';
import { priceError, type PriceConfig } from './types';

type PackPricing = Extract<PricingModel, { kind: 'pack' }>;

function smallestPack(packs: Pack[]): Pack | undefined {
  return packs.reduce<Pack | undefined>((min, p) => (min === undefined || p.pack < min.pack ? p : min), undefined);
}

export function pricePack(product: Product, pricing: PackPricing, config: PriceConfig): ModelResult {
  const packs = product.packs ?? [];
  if (config.customPack !== undefined) {
    const units = wholePack(config.customPack);
    const minPack = Math.max(1, product.minPack ?? 1);
    if (!Number.isFinite(units)) return priceError('pack', 'pack-invalid', {});
    if (units < minPack) return priceError('pack', 'pack-too-small', { minPack });
    if (units > MAX_CUSTOM_PACK) return priceError('pack', 'pack-too-large', { maxPack: MAX_CUSTOM_PACK });
    const listed = packs.find((p) => p.pack === units);
    if (listed) return { ok: true, amount: listed.price, oldAmount: listed.oldPrice, breakdown: [{ label: `pack ${units}`, amount: listed.price }] };
    const perUnit = units * pricing.perUnit;
    const floor = smallestPack(packs)?.price ?? 0;
    const amount = Math.max(perUnit, floor);
    const breakdown = [{ label: `${units} x ${pricing.perUnit}`, amount: perUnit }];
    if (amount > perUnit) breakdown.push({ label: 'smallest pack', amount: amount - perUnit });
    return { ok: true, amount, breakdown };
  }
  if (config.pack === undefined) return priceError('pack', 'pack-required', {});
  const pack = packs.find((p) => p.pack === config.pack);
  if (!pack) return priceError('pack', 'pack-unknown', { pack: config.pack });
  return { ok: true, amount: pack.price, oldAmount: pack.oldPrice, breakdown: [{ label: `pack ${pack.pack}`, amount: pack.price }] };
}
