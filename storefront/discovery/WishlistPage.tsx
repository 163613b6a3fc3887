import { useEffect } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { ProductCard } from '../shared/ProductCard';
import { loadProducts } from '../data/product';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../common/useRequest';
import { loadWishlist, useWishlist } from '../shared/wishlist';
import { WishlistStatus } from '../shared/WishlistHeart';
import type { ProductList } from '../common/productAnalytics';
import '../shared/productList.css';
import './discovery.css';

const list: ProductList = { name: 'Wishlist', type: 'wishlist' };

/** /wishlist: the products whose heart the visitor pressed, in the shop's order; a heart here removes one. */
export default function WishlistPage() {
  useDocumentTitle('Your wishlist');
  const products = useRequest('products', loadProducts);
  const ids = useWishlist((s) => s.ids);
  const status = useWishlist((s) => s.status);
  useEffect(() => loadWishlist(), []);
  const loading = products.status === 'loading' || status === 'idle' || status === 'loading';
  const shown = products.status === 'done' ? products.data.filter((p) => ids.has(p.id)) : [];
  return (
    <section aria-labelledby="wishlist-title" className="wishlist-page">
      <h1 id="wishlist-title">Your wishlist</h1>
      {loading && <Spinner label="Loading your wishlist" />}
      {products.status === 'error' && <ErrorMessage title="Your wishlist could not be loaded" message={products.message} onRetry={products.retry} />}
      {status === 'error' && <ErrorMessage title="Your wishlist could not be loaded" message="The shop could not be reached. Please try again." />}
      {!loading && status === 'ready' && products.status === 'done' && (
        <>
          <p className="list-count" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'product' : 'products'}
          </p>
          {shown.length === 0 ? (
            <p className="wishlist-page__empty">
              Nothing here yet. Press the heart on a product to keep it here. <Link href="/">Browse all products</Link>
            </p>
          ) : (
            <ul className="product-grid" aria-label="Wishlist products" data-testid="wishlist-products">
              {shown.map((p, i) => (
                <ProductCard key={p.id} product={p} list={list} position={i + 1} />
              ))}
            </ul>
          )}
        </>
      )}
      <WishlistStatus />
    </section>
  );
}
