import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { SidePanel } from '../ui/SidePanel';
import { Carousel } from './Carousel';
import { createReviewsPager, type ReviewsPage } from './reviewsPager';
import { closeReviews, useReviewsPanel } from './reviewsPanelStore';
import { Stars } from './Stars';

/** SPEC.md section 9: the review carousel's gap, and its refresh once the panel has slid in. */
export const REVIEW_GAP_PX = 10;
export const REVIEW_REFRESH_MS = 50;

/** The reviews side panel: the rating, the reviews in a carousel, and load more until the last page. */
export default function ReviewsPanel({ productId, productName, first }: { productId: number; productName: string; first: ReviewsPage }) {
  const open = useReviewsPanel((s) => s.open);
  const pager = useMemo(() => createReviewsPager(productId, first), [productId, first]);
  const state = useSyncExternalStore(pager.subscribe, pager.get);
  const swipers = useMemo(() => new Set<SwiperClass>(), []);
  // The panel slides in after the carousel was measured: refresh it once the panel has its width.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => swipers.forEach((s) => !s.destroyed && s.update()), REVIEW_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [open, swipers]);
  // More reviews arrived: the carousel moves to the first of them, so the click shows something new.
  const shownBefore = useRef(state.reviews.length);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = state.reviews.length;
    if (state.reviews.length > before) swipers.forEach((s) => !s.destroyed && s.slideTo(before));
  }, [state.reviews.length, swipers]);
  const summary = state.summary;
  return (
    <SidePanel open={open} onOpenChange={(o) => !o && closeReviews()} title={`Reviews of ${productName}`} testId="reviews-panel" closeLabel="Close reviews">
      {summary && summary.count > 0 && (
        <p className="reviews-panel__summary">
          <Stars rating={summary.average} label={`Rated ${summary.average} out of 5`} /> {summary.average.toFixed(1)} out of 5 · {summary.count}{' '}
          {summary.count === 1 ? 'review' : 'reviews'}
        </p>
      )}
      {state.reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <Carousel
          label="Reviews"
          testId="reviews-carousel"
          items={state.reviews}
          itemKey={(_r, i) => i}
          perView={1.15}
          spaceBetween={REVIEW_GAP_PX}
          onSwiper={(s) => swipers.add(s)}
          renderItem={(r) => (
            <article className="review" data-testid="review">
              <Stars rating={r.rating} />
              <h3 className="review__title">{r.title}</h3>
              <p className="review__body">{r.body}</p>
              <p className="review__meta">
                {r.author} ·{' '}
                <time dateTime={r.date}>{new Date(`${r.date}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'medium' })}</time>
              </p>
            </article>
          )}
        />
      )}
      <p className="reviews-panel__count" aria-live="polite">
        Showing {state.reviews.length} of {summary?.count ?? state.reviews.length}
      </p>
      {state.error && (
        <p className="reviews-panel__error" role="alert">
          {state.error}
        </p>
      )}
      {pager.hasMore() && (
        <button type="button" className="button" onClick={() => void pager.more()} aria-disabled={state.loading} data-testid="reviews-more">
          {state.loading ? 'Loading…' : 'Load more reviews'}
        </button>
      )}
    </SidePanel>
  );
}
