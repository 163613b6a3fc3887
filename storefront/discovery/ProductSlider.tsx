import { useEffect, useId, useMemo } from 'react';
import type { ProductSummary } from '../../contract/common';
import { ProductCard } from '../shared/ProductCard';
import { discoveryData } from '../data/discovery';
import { useRequest } from '../common/useRequest';
import { Carousel } from './Carousel';
import { readLastViewed } from './lastViewed';
import { productAnalytics, trackListView, type ProductList } from '../common/productAnalytics';
import { SLIDER_TITLES, SLIDES, type SliderSpec } from './sliderSpec';

async function load(spec: SliderSpec, signal: AbortSignal): Promise<{ title: string; products: ProductSummary[] }> {
  if (spec.kind === 'last-viewed') {
    const ids = readLastViewed();
    if (!ids.length) return { title: SLIDER_TITLES['last-viewed'], products: [] };
    const r = await discoveryData.lastViewed(ids, signal);
    const excluded = new Set(spec.excluded);
    return { title: r.title, products: r.products.filter((p) => !excluded.has(p.id)) };
  }
  const { kind: type, pathname, categoryName, excluded } = spec;
  return { title: SLIDER_TITLES[type], products: await discoveryData.slider({ type, pathname, categoryName, excluded }, signal) };
}

/** A product slider (related, best sellers, similar, recently viewed): cards with quick add and the wishlist heart. */
export default function ProductSlider({ spec }: { spec: SliderSpec }) {
  const request = useRequest(`slider:${JSON.stringify(spec)}`, (signal) => load(spec, signal));
  const titleId = useId();
  const data = request.status === 'done' ? request.data : undefined;
  const list = useMemo<ProductList>(() => ({ name: data?.title ?? SLIDER_TITLES[spec.kind], type: spec.kind }), [data, spec.kind]);
  useEffect(() => {
    if (data)
      trackListView(
        data.products.map((p, i) => productAnalytics(p, list, i + 1)),
        list,
      );
  }, [data, list]);
  if (request.status === 'loading') return <div className="slider-skeleton" aria-hidden="true" />;
  if (!data || data.products.length === 0) return null;
  return (
    <section className={`product-slider${spec.small ? ' product-slider--small' : ''}`} aria-labelledby={titleId} data-testid={`slider-${spec.kind}`}>
      <h2 id={titleId} className="product-slider__title">
        {data.title}
      </h2>
      <Carousel
        label={data.title}
        items={data.products}
        itemKey={(p) => p.id}
        perView={SLIDES.perView}
        perViewWide={spec.small ? SLIDES.perViewSmall : SLIDES.perViewWide}
        spaceBetween={12}
        renderItem={(p, i) => <ProductCard as="div" testId="slider-card" product={p} list={list} position={i + 1} />}
      />
    </section>
  );
}
