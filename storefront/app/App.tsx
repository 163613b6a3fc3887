import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { matchPage, PAGES } from '../../contract/pages';
import { ProductPage } from './pages/ProductPage';
import { PageShell } from '../layout/PageShell';
import { chunk, useChunk } from '../ui/chunk';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { startRenderWorker } from '../designer/renderWorker';

/**
 * The designer's route (its product's loading and errors) and, behind it, the designer: chunks of their own, loaded
 * from the start on a designer page (a shared design's link opens there) and shown without suspending (ui/chunk.ts).
 * Its render worker starts then too: the texts' outlines wait for its script, HarfBuzz and fonts, not for the chunks.
 */
const designerRoute = chunk(() => import('../designer/DesignerRoute'));
if (typeof location !== 'undefined' && matchPage(location.pathname)?.page === 'designer') {
  startRenderWorker();
  void designerRoute.load().catch(() => undefined);
}
/** Its own chunk: only shoppers going on from the cart need it. */
const CheckoutPage = lazy(() => import('../checkout/CheckoutPage'));
/** Its own chunk: the product page's first load carries neither the list nor its cards (wishlist hearts included). */
const ProductListPage = lazy(() => import('./pages/ProductListPage'));
const WishlistPage = lazy(() => import('../discovery/WishlistPage'));
/** The order confirmation behind its unguessable link: its own chunk too. */
const OrderPage = lazy(() => import('../checkout/OrderPage'));
/** The back office (issue 28): staff only, a chunk of its own that no shopper's page loads. */
const AdminApp = lazy(() => import('../admin/AdminApp'));
/** Few shoppers see it: its own small chunk too. */
const NotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * The storefront's routes. Pages stay thin: a feature's own page lives in its folder, a page that composes several
 * features in app/pages/ (features never import each other: docs/ARCHITECTURE.md). Heavy features are lazy: the
 * checkout, and the designer behind DesignerRoute, so the product page's initial JavaScript stays small.
 */
export function App() {
  return (
    <Switch>
      {/* the back office has its own frame: no shop header, cart or cookie banner */}
      <Route path={PAGES.admin}>
        <Suspense fallback={<Spinner label="Loading the back office" />}>
          <AdminApp page={{ name: 'orders' }} />
        </Suspense>
      </Route>
      <Route path={PAGES.adminOrder}>
        {(params) => (
          <Suspense fallback={<Spinner label="Loading the back office" />}>
            <AdminApp page={{ name: 'order', number: params.number }} />
          </Suspense>
        )}
      </Route>
      <Route path={PAGES.adminPrintQueue}>
        <Suspense fallback={<Spinner label="Loading the back office" />}>
          <AdminApp page={{ name: 'print-queue' }} />
        </Suspense>
      </Route>
      <Route>
        <ShopPages />
      </Route>
    </Switch>
  );
}

function ShopPages() {
  return (
    <PageShell>
      <Switch>
        <Route path={PAGES.home}>
          <Suspense fallback={<Spinner label="Loading products" />}>
            <ProductListPage />
          </Suspense>
        </Route>
        <Route path={PAGES.product}>{(params) => <ProductPage slug={params.slug} />}</Route>
        <Route path={PAGES.designer}>{(params) => <DesignerPage slug={params.slug} />}</Route>
        <Route path={PAGES.checkout}>
          <Suspense fallback={<Spinner label="Loading checkout" />}>
            <CheckoutPage />
          </Suspense>
        </Route>
        <Route path={PAGES.order}>
          {(params) => (
            <Suspense fallback={<Spinner label="Loading your order" />}>
              <OrderPage token={params.token} />
            </Suspense>
          )}
        </Route>
        <Route path={PAGES.wishlist}>
          {/* The page shows its own spinner while the wishlist loads. */}
          <Suspense fallback={null}>
            <WishlistPage />
          </Suspense>
        </Route>
        <Route>
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        </Route>
      </Switch>
    </PageShell>
  );
}

function DesignerPage({ slug }: { slug: string }) {
  const route = useChunk(designerRoute);
  if (route.status === 'loading') return <Spinner label="Loading the designer" />;
  if (route.status === 'error') return <ErrorMessage title="The designer could not be opened" message={shopperMessage(null)} onRetry={route.retry} />;
  return <route.module.DesignerRoute slug={slug} />;
}
