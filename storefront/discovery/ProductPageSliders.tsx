import { LazySlider } from './LazySlider';

/** The product page's sliders, each loading when it comes near: goes well with, similar, best sellers, recently viewed. */
function ProductPageSliders({ productId, slug, category }: { productId: number; slug: string; category: string }) {
  const pathname = `/product/${encodeURIComponent(slug)}`;
  return (
    <>
      <LazySlider spec={{ kind: 'related', pathname, categoryName: category }} />
      <LazySlider spec={{ kind: 'similar', pathname, categoryName: category, small: true }} />
      <LazySlider spec={{ kind: 'best-sellers', excluded: [productId] }} />
      <LazySlider spec={{ kind: 'last-viewed', excluded: [productId] }} />
    </>
  );
}

// The product page memoises it (ProductPage.tsx's pagePart): its prices and previews do not concern this part.
export default ProductPageSliders;
