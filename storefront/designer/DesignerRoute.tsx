import { Link, useSearch } from 'wouter';
import { pageDataKey } from '../../contract/pages';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { loadProductBySlug } from '../data/product';
import { prefetchSharedDesign } from '../data/designerPage';
import { chunk, useChunk } from '../ui/chunk';
import { ErrorMessage } from '../ui/ErrorMessage';
import { usePreloaded } from '../ui/preloaded';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../common/useRequest';
import { shopperMessage } from '../api/errors';

// The designer at /designer/:slug. This small part, a chunk of its own, loads the product with the shop's data layer
// (starting from the one its page came with, server/http/designerPage.ts) and shows its loading and errors. The
// designer itself (engine, Paper.js, render worker) is a chunk of its own too, so the product page does not grow with
// it; it starts loading with this part, beside the product (and a shared design's link's design), not after them, and
// renders without suspending (ui/chunk.ts: issue 29's open in 1 s).
// ?item= opens a cart item's design (the cart's Change), ?shared= a copy of a shared design.

const designer = chunk(() => import('./Designer'));
void designer.load().catch(() => undefined);

export function DesignerRoute({ slug }: { slug: string }) {
  // useSearch: the cart's Change may come while this designer is open (same path, new ?item=)
  const search = new URLSearchParams(useSearch());
  const item = search.get('item') ?? undefined;
  // a shared design's link (SharedCopy.tsx): a copy of that design, asked for beside the product
  const shared = search.get('shared') ?? undefined;
  // the page may come with it (server/http/designerPage.ts): SharedCopy then starts from that answer
  const sharedHanded = usePreloaded(pageDataKey.sharedDesign(shared ?? '')) !== undefined;
  if (shared !== undefined && !item && !sharedHanded) prefetchSharedDesign(shared);
  // the page comes with its product too: useRequest starts from it, so neither the list nor the product is asked for
  const request = useRequest(pageDataKey.designer(slug), (signal) => loadProductBySlug(slug, signal));
  const module = useChunk(designer);
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
  if (module.status === 'loading') return <Spinner label="Loading the designer" />;
  if (module.status === 'error') return <ErrorMessage title="The designer could not be opened" message={shopperMessage(null)} onRetry={module.retry} />;
  const Designer = module.module.default;
  return <Designer key={`${product.id}:${item ?? ''}:${shared ?? ''}`} product={product} typeCode={product.designerType} item={item} shared={shared} />;
}
