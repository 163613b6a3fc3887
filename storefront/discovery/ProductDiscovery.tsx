import { useEffect } from 'react';
import { rememberViewed } from './lastViewed';
import { scoreProduct } from './productScore';
import { RatingSummary } from './RatingSummary';
import { WishlistHeart, WishlistStatus } from '../shared/WishlistHeart';

/**
 * Under the product page's title: the rating summary with its open-reviews control, and the wishlist heart. Showing it
 * is the product's view: kept in the last-viewed list (local storage) and scored for the recommendations.
 */
function ProductDiscovery({ productId, productName }: { productId: number; productName: string }) {
  useEffect(() => {
    rememberViewed(productId);
    scoreProduct(productId);
  }, [productId]);
  return (
    <div className="product-discovery" data-testid="product-discovery">
      <RatingSummary productId={productId} productName={productName} />
      <WishlistHeart productId={productId} name={productName} />
      {/* The page's one status line for the hearts, this one's and the sliders'. */}
      <WishlistStatus />
    </div>
  );
}

// The product page memoises it (ProductPage.tsx's pagePart): its prices and previews do not concern this part.
export default ProductDiscovery;
