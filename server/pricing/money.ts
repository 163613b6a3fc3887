// Rounding helpers. Amounts are computed exactly as far as floating point allows and rounded once, half up.

/** Rounds a non-negative amount of minor units half up to a whole unit, tolerant of binary float noise. */
export function roundHalfUp(amount: number): number {
  const cleaned = Math.round(amount * 1e6) / 1e6;
  return Math.floor(cleaned + 0.5);
}

/** Area in square metres of a size given in centimetres. */
export function squareMetres(widthCm: number, heightCm: number): number {
  return (widthCm * heightCm) / 10000;
}

/** Applies a percent surcharge (e.g. 20 for +20 %) without rounding. */
export function withPercent(amount: number, percent: number): number {
  return (amount * (100 + percent)) / 100;
}
