import { Link, useLocation, useSearch } from 'wouter';
import { openQuickAdd, QUICK_ADD_PARAM } from '../common/popupHost';
import type { ProductSummary } from '../../contract/common';
import { Price } from '../ui/Price';
import { ProductImage } from '../ui/ProductImage';
import { WishlistHeart } from './WishlistHeart';
import { analyticsAttributes, productAnalytics, trackSelect, type ProductList } from '../common/productAnalytics';
import { categoryLabel } from '../common/categories';

interface ProductCardProps {
  product: ProductSummary;
  eager?: boolean;
  /** The list it is shown in and its 1-based place there: the card's product analytics data. */
  list: ProductList;
  position: number;
  /** A list item, or a plain box (a slider's slide is the list item). */
  as?: 'li' | 'div';
  testId?: string;
}

/** One product in a list or slider: the whole card is one link to the product page, named by the product's name. */
export function ProductCard({ product, eager, list, position, as: Tag = 'li', testId = 'product-card' }: ProductCardProps) {
  const onSale = Boolean(product.formattedOldPrice);
  const analytics = productAnalytics(product, list, position);
  return (
    <Tag className={`product-card${product.designerType ? ' product-card--designer' : ''}`} data-testid={testId} {...analyticsAttributes(analytics)}>
      <Link href={`/product/${encodeURIComponent(product.slug)}`} className="product-card__link" onClick={() => trackSelect(analytics)}>
        <div className="product-card__media">
          <ProductImage src={product.image} alt={product.name} place="card" eager={eager} />
          {onSale && <span className="product-card__badge">Sale</span>}
        </div>
        <div className="product-card__body">
          <p className="product-card__category">{categoryLabel(product.category)}</p>
          <h2 className="product-card__name">{product.name}</h2>
          <Price prefix="from" formatted={product.formattedFromPrice} formattedOld={product.formattedOldPrice} testId="product-card-price" />
        </div>
      </Link>
      {product.designerType && (
        <Link
          href={`/designer/${encodeURIComponent(product.slug)}`}
          className="product-card__design-it"
          aria-label={`Design it: ${product.name}`}
          data-testid="card-design-it"
        >
          Design it
        </Link>
      )}
      <QuickAdd productId={product.id} name={product.name} />
      <WishlistHeart productId={product.id} name={product.name} className="product-card__heart" />
    </Tag>
  );
}

/**
 * Quick add opens the options popup over the list. It is the submit button of a GET form to this page with
 * `?quick-add=<id>` (OptionsPopupHost opens that popup on start): tapped before the app has taken the server's HTML
 * over, the tap loads the list again with the popup open instead of being lost. Once the app runs, it opens at once.
 */
function QuickAdd({ productId, name }: { productId: number; name: string }) {
  const [path] = useLocation();
  const kept = [...new URLSearchParams(useSearch())].filter(([k]) => k !== QUICK_ADD_PARAM);
  return (
    <form
      method="get"
      action={path}
      onSubmit={(e) => {
        e.preventDefault();
        openQuickAdd(productId);
      }}
    >
      {kept.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        name={QUICK_ADD_PARAM}
        value={productId}
        className="product-card__quick-add"
        aria-label={`Quick add: ${name}`}
        data-testid="quick-add"
      >
        Quick add
      </button>
    </form>
  );
}
