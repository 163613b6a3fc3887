import type { Response } from '../../contract';
import { discoveryData, type DiscoveryData } from '../data/discovery';
import { shopperMessage } from '../api/errors';

// The reviews panel's pages (SPEC.md section 4): load more raises the page by one per click, hides when the page
// equals lastPage, and sends one request at a time (a click while one is out does nothing).

export type ReviewsPage = Response<'getProductReviews'>;
export type Review = ReviewsPage['list'][number];

export interface ReviewsState {
  reviews: Review[];
  page: number;
  lastPage: number;
  summary?: ReviewsPage['summary'];
  loading: boolean;
  error?: string;
}

export function createReviewsPager(productId: number, first: ReviewsPage, data: Pick<DiscoveryData, 'reviews'> = discoveryData) {
  let state: ReviewsState = { reviews: first.list, page: 1, lastPage: first.lastPage, summary: first.summary, loading: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ReviewsState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    hasMore: () => state.page < state.lastPage,
    async more(): Promise<void> {
      if (state.loading || state.page >= state.lastPage) return;
      set({ loading: true, error: undefined });
      try {
        const r = await data.reviews(productId, state.page + 1);
        set({ reviews: [...state.reviews, ...r.list], page: state.page + 1, lastPage: r.lastPage, loading: false });
      } catch (error) {
        set({ loading: false, error: shopperMessage(error, 'More reviews could not be loaded. Please try again.') });
      }
    },
  };
}
