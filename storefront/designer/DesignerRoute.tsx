import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { loadProductBySlug } from '../data/product';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../ui/useRequest';

// The designer at /designer/:slug. This small part, a chunk of its own, loads the product with the shop's data layer
// and shows its loading and errors. The designer itself (engine, Paper.js, render worker) is a chunk of its own too,
// so the product page does not grow with it. ?item= opens a cart item's design (the cart's Change), ?shared= a copy
// of a shared design.

const Designer = lazy(() => import('./Designer'));

export function DesignerRoute({ slug }: { slug: string }) {
  // useSearch: the cart's Change may come while this designer is open (same path, new ?item=)
  const search = new URLSearchParams(useSearch());
  const item = search.get('item') ?? undefined;
  // a shared design's link (SharedCopy.tsx): a copy of that design
  const shared = search.get('shared') ?? undefined;
  const request = useRequest(`designer:${slug}`, (signal) => loadProductBySlug(slug, signal));
  useDocumentTitle(request.status === 'done' ? `Design your ${request.data.name}` : 'Designer');
  if (request.status === 'loading') return <Spinner label="Loading the designer" />;
  if (request.status === 'error') return <ErrorMessage title="The designer could not be opened" message={request.message} onRetry={request.retry} />;
  const product = request.data;
  if (!product.designerType) {
    return (
      <p className="designer-none">
        {product.name} is not designed on a canvas. <Link href={`/product/${product.slug}`}>Choose its options instead</Link>.
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label="Loading the designer" />}>
      <Designer key={`${product.id}:${item ?? ''}:${shared ?? ''}`} product={product} typeCode={product.designerType} item={item} shared={shared} />
    </Suspense>
  );
}
