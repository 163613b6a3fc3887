import type { ProductDetail } from '../../../contract/catalog';
import { OptionsPanel } from '../../product-options/OptionsPanel';
import type { ShownPrice } from '../../product-options/model/state';

/**
 * The Configure area of the product page: the add-to-cart options with the live price (storefront/product-options).
 * The page memoises it (ProductPage.tsx's pagePart): the page re-renders when the price or the preview changes.
 */
export function OptionsArea({
  product,
  onPreviewImage,
  onPrice,
}: {
  product: ProductDetail;
  onPreviewImage?: (img: string | undefined) => void;
  onPrice?: (price: ShownPrice | undefined) => void;
}) {
  return (
    <section className="options-area" aria-labelledby="configure-title" data-testid="options-area">
      <h2 id="configure-title" className="options-area__title">
        Configure
      </h2>
      <OptionsPanel product={product} onPreviewImage={onPreviewImage} onPrice={onPrice} />
    </section>
  );
}
