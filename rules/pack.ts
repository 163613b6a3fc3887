// Custom pack rules of SPEC.md section 5: a custom pack rounds up to a whole number; the designer alerts when the
// pack is empty or below the product's minimum pack.

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
