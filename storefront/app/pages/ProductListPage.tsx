import { Suspense, useEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { productAnalytics, trackListView, type ProductList } from '../../common/productAnalytics';
import { useDocumentTitle } from '../../common/useDocumentTitle';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useRequest } from '../../common/useRequest';
import { pageDataKey } from '../../../contract/pages';
import { loadProducts } from '../../data/product';
import { categoriesOf, categoryLabel, isCategory } from '../../common/categories';
import { CategoryFilter } from '../../catalog/CategoryFilter';
import { ProductCard } from '../../shared/ProductCard';
import { LazySlider } from '../../discovery/LazySlider';
import { WishlistStatus } from '../../shared/WishlistHeart';
import { DescriptionBlock } from '../../discovery/DescriptionBlock';
import { LIST_DESCRIPTION_LINES, listDescriptions } from '../../catalog/listDescriptions';
import '../../shared/productList.css';

/** The product list at "/": all listed products, filtered by category chips (kept in ?category= for sharing). */
export default function ProductListPage() {
  const request = useRequest(pageDataKey.products, loadProducts);
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const selected = isCategory(raw) ? raw : null;
  useDocumentTitle(selected ? categoryLabel(selected) : undefined);

  return (
    <section aria-labelledby="list-title">
      <div className="list-hero">
        <h1 id="list-title">{selected ? categoryLabel(selected) : 'Made to measure, made for you'}</h1>
        <p className="list-hero__lead">Wall stickers, wallpaper, canvas, blinds, rugs and more, cut and printed to your size and your design.</p>
      </div>
      {request.status === 'loading' && <Spinner label="Loading products" />}
      {request.status === 'error' && <ErrorMessage title="The products could not be loaded" message={request.message} onRetry={request.retry} />}
      {request.status === 'done' && (
        // A boundary of its own: on a server-rendered list, React takes the cards over in slices after the page's
        // frame, so a phone is not blocked for the whole grid at once; a click on a card first hydrates the grid.
        <Suspense fallback={null}>
          <ProductGrid products={request.data} selected={selected} onSelect={(c) => setParams(c ? { category: c } : {}, { replace: true })} />
        </Suspense>
      )}
    </section>
  );
}

type Products = Awaited<ReturnType<typeof loadProducts>>;

function ProductGrid({
  products,
  selected,
  onSelect,
}: {
  products: Products;
  selected: Products[number]['category'] | null;
  onSelect: (c: Products[number]['category'] | null) => void;
}) {
  const counts: Partial<Record<string, number>> = {};
  for (const p of products) counts[p.category] = (counts[p.category] ?? 0) + 1;
  const shown = useMemo(() => (selected ? products.filter((p) => p.category === selected) : products), [selected, products]);
  const list = useMemo<ProductList>(() => ({ name: selected ? categoryLabel(selected) : 'All products', type: 'product-list' }), [selected]);
  // The list view's analytics: once per shown list (a category chip shows another list).
  useEffect(
    () =>
      trackListView(
        shown.map((p, i) => productAnalytics(p, list, i + 1)),
        list,
      ),
    [shown, list],
  );

  return (
    <>
      <CategoryFilter categories={categoriesOf(products)} selected={selected} onSelect={onSelect} counts={counts} total={products.length} />
      <p className="list-count" aria-live="polite">
        {shown.length} {shown.length === 1 ? 'product' : 'products'}
      </p>
      {shown.length === 0 ? (
        <p className="list-empty">No products in this category yet.</p>
      ) : (
        <ul className="product-grid" aria-label="Products">
          {shown.map((p, i) => (
            <ProductCard key={p.id} product={p} eager={i < 4} list={list} position={i + 1} />
          ))}
        </ul>
      )}
      <ListDescription selected={selected} />
      <LazySlider spec={{ kind: 'last-viewed' }} />
      <LazySlider spec={{ kind: 'best-sellers' }} />
      <WishlistStatus />
    </>
  );
}

function ListDescription({ selected }: { selected: Products[number]['category'] | null }) {
  const text = listDescriptions[selected ?? 'all'];
  return text ? <DescriptionBlock title={text.title} paragraphs={text.paragraphs} maxLines={LIST_DESCRIPTION_LINES} /> : null;
}
