import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SliderSpec } from './sliderSpec';
import './discovery.css';

/** Swiper, the slider's data and its cards: a chunk loaded only when a slider comes near the viewport. */
const ProductSlider = lazy(() => import('./ProductSlider'));

/** SPEC.md section 2: a slider is initialised when within 20 px of the viewport. */
export const SLIDER_ROOT_MARGIN = '20px';

/**
 * A slider's place on the page. Nothing is loaded (no code, no products, no pictures) until the place comes within
 * 20 px of the viewport; then the slider loads its products and shows them, or takes no room when there are none.
 */
export function LazySlider({ spec }: { spec: SliderSpec }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: SLIDER_ROOT_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className="slider-place" data-testid={`slider-place-${spec.kind}`} data-initialised={near}>
      {near && (
        <Suspense fallback={<div className="slider-skeleton" aria-hidden="true" />}>
          <ProductSlider spec={spec} />
        </Suspense>
      )}
    </div>
  );
}
