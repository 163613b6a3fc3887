import { useState, type ReactNode } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';

// Swiper under the shop's sliders and review carousels: touch and mouse dragging, a slide that takes focus comes into
// view (A11y), arrow keys move it while it is on screen (Keyboard), and the shop's own named buttons page it. Only
// lazy chunks import this file, so Swiper never weighs on the product page's first load.

export interface CarouselProps<T> {
  /** The carousel's accessible name ("Related products"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Slides shown at once below 768 px, and from 768 px up. */
  perView: number;
  perViewWide?: number;
  spaceBetween?: number;
  onSwiper?: (swiper: SwiperClass) => void;
  testId?: string;
}

const WIDE_FROM_PX = 768;

export function Carousel<T>({ label, items, itemKey, renderItem, perView, perViewWide = perView, spaceBetween = 16, onSwiper, testId }: CarouselProps<T>) {
  const [swiper, setSwiper] = useState<SwiperClass>();
  const [edges, setEdges] = useState({ start: true, end: true });
  const track = (s: SwiperClass) => setEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <div className="carousel" data-testid={testId}>
      <Swiper
        modules={[A11y, Keyboard]}
        tag="div"
        wrapperTag="div"
        slidesPerView={perView}
        spaceBetween={spaceBetween}
        breakpoints={{ [WIDE_FROM_PX]: { slidesPerView: perViewWide, slidesPerGroup: 1 } }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        // The carousel pattern: a named region of groups described as slides ("3 / 12").
        a11y={{
          enabled: true,
          containerMessage: label,
          containerRole: 'region',
          containerRoleDescriptionMessage: 'carousel',
          slideRole: 'group',
          itemRoleDescriptionMessage: 'slide',
        }}
        watchSlidesProgress
        onSwiper={(s) => {
          setSwiper(s);
          track(s);
          onSwiper?.(s);
        }}
        onSlideChange={track}
        onResize={track}
        onUpdate={track}
        onReachEnd={track}
        onReachBeginning={track}
      >
        {items.map((item, i) => (
          <SwiperSlide key={itemKey(item, i)}>{renderItem(item, i)}</SwiperSlide>
        ))}
      </Swiper>
      {!(edges.start && edges.end) && (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" aria-label={`Previous: ${label}`} disabled={edges.start} onClick={() => swiper?.slidePrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel__button" aria-label={`Next: ${label}`} disabled={edges.end} onClick={() => swiper?.slideNext()}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
