// Custom pack rules of SPEC.md section 5: a custom pack rounds up to a whole number; the designer alerts when the
// pack is empty or below the product's minimum pack.
import { MAX_QUANTITY } from './quantity';

/** The largest custom pack: the quantity cap (the contract, the pricing and the page's alert). */
export const MAX_CUSTOM_PACK = MAX_QUANTITY;

/** The alerts of a typed custom pack, by the server's message key (the product answer carries their texts). */
export const PACK_MESSAGE_KEYS = ['pack-invalid', 'pack-too-small', 'pack-too-large'] as const;
export type PackAlert = (typeof PACK_MESSAGE_KEYS)[number];

/** A custom pack, rounded up to a whole pack (7.2 -> 8): the page, the contract, the pricing and the designer. */
export const wholePack = (pack: number): number => Math.ceil(pack);

/** A custom pack the shopper typed, rounded up to a whole pack; blank, non-numeric or not positive -> undefined. */
export function roundPack(text: string): number | undefined {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const n = wholePack(Number(t));
  return n > 0 ? n : undefined;
}

/** Pack alert: the pack is empty or below the minimum pack. */
export function packAlert(pack: number | null | undefined, minPack: number): boolean {
  return pack === null || pack === undefined || !Number.isFinite(pack) || pack < minPack;
}

/** What is wrong with a typed custom pack, before any request: not a number, below the minimum, above the largest. */
export function customPackAlert(text: string, minPack = 1): PackAlert | undefined {
  if (!text.trim()) return undefined;
  const pack = roundPack(text);
  if (pack === undefined) return 'pack-invalid';
  if (pack < Math.max(1, minPack)) return 'pack-too-small';
  if (pack > MAX_CUSTOM_PACK) return 'pack-too-large';
  return undefined;
}
