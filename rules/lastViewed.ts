// Last viewed products (SPEC.md sections 3 and 9): product ids, newest last, at most 20. The storefront keeps them in
// local storage and the recommender call takes no more.

export const LAST_VIEWED_MAX = 20;

/** The list after viewing `id`: moved (or added) to the end, the oldest dropped beyond the maximum. */
export function withViewed(list: readonly number[], id: number): number[] {
  return [...list.filter((x) => x !== id), id].slice(-LAST_VIEWED_MAX);
}
