// Last viewed products in local storage (SPEC.md section 3): ids, newest last, at most 20 (rules/lastViewed.ts).
import { withViewed } from '../../rules/lastViewed';
import { localStore, type StorageLike } from '../ui/localStore';

export const LAST_VIEWED_KEY = 'atelier:lastViewed';

export function readLastViewed(store: StorageLike | undefined = localStore()): number[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(LAST_VIEWED_KEY) ?? '[]');
    // Anything else written under the key (an old format, a hand edit) is ignored, never sent.
    return Array.isArray(parsed) ? parsed.filter((x): x is number => Number.isSafeInteger(x) && x > 0).reduce<number[]>(withViewed, []) : [];
  } catch {
    return [];
  }
}

/** Records a product page view; answers the stored list. */
export function rememberViewed(id: number, store: StorageLike | undefined = localStore()): number[] {
  const list = withViewed(readLastViewed(store), id);
  try {
    store?.setItem(LAST_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // private mode: the recommender simply has nothing to show next time
  }
  return list;
}
