import { lazy, Suspense, useState } from 'react';
import { discoveryData } from '../data/discovery';
import { useRequest } from '../common/useRequest';
import type { ReviewsPage } from './reviewsPager';
import { openReviews, useReviewsPanel } from './reviewsPanelStore';
import { Stars } from './Stars';
import './discovery.css';

/** Its own chunk, with Swiper: only shoppers who open the reviews load it. */
const ReviewsPanel = lazy(() => import('./ReviewsPanel'));

/**
 * The product page's rating summary (average and count from the first page of reviews) with an open-reviews control;
 * the panel loads when first opened and keeps the first page this summary already has.
 */
export function RatingSummary({ productId, productName }: { productId: number; productName: string }) {
  const request = useRequest(`reviews:${productId}`, (signal) => discoveryData.reviews(productId, 1, signal));
  const open = useReviewsPanel((s) => s.open);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (request.status !== 'done') return <p className="rating-summary rating-summary--loading" aria-hidden="true" />;
  const first: ReviewsPage = request.data;
  const summary = first.summary ?? { average: 0, count: first.list.length };
  return (
    <div className="rating-summary" data-testid="rating-summary">
      {summary.count > 0 ? (
        <>
          <Stars rating={summary.average} label={`Rated ${summary.average} out of 5`} />
          <span className="rating-summary__text">
            {summary.average.toFixed(1)} · {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
          </span>
          <OpenReviewsButton count={summary.count} />
        </>
      ) : (
        <span className="rating-summary__text">No reviews yet</span>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ReviewsPanel productId={productId} productName={productName} first={first} />
        </Suspense>
      )}
    </div>
  );
}

/** An open-reviews control; the page may show several (the summary, the description's link). */
export function OpenReviewsButton({ count, className = 'link-button' }: { count: number; className?: string }) {
  return (
    <button type="button" className={className} onClick={openReviews} data-testid="open-reviews">
      Read the {count} {count === 1 ? 'review' : 'reviews'}
    </button>
  );
}
