import { Link } from 'wouter';
import { openQuickAdd } from '../common/popupHost';
import type { ProductSummary } from '../../contract/common';
import { Price } from '../ui/Price';
import { ProductImage } from '../ui/ProductImage';
import { categoryLabel } from './categories';

/** One product in the list: the whole card is one link to the product page, named by the product's name. */
export function ProductCard({ product, eager }: { product: ProductSummary; eager?: boolean }) {
  const onSale = Boolean(product.formattedOldPrice);
  return (
    <li className={`product-card${product.designerType ? ' product-card--designer' : ''}`} data-testid="product-card">
      <Link href={`/product/${encodeURIComponent(product.slug)}`} className="product-card__link">
        <div className="product-card__media">
          <ProductImage src={product.image} alt={product.name} eager={eager} />
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
      <button
        type="button"
        className="product-card__quick-add"
        onClick={() => openQuickAdd(product.id)}
        aria-label={`Quick add: ${product.name}`}
        data-testid="quick-add"
      >
        Quick add
      </button>
    </li>
  );
}
