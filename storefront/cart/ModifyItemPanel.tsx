import { useEffect, useMemo, useState } from 'react';
import type { ProductDetail } from '../../contract/catalog';
import { api, ApiError } from '../api/client';
import { OptionsPanel } from '../product-options/OptionsPanel';
import type { OptionsInit } from '../product-options/store';
import { SidePanel } from '../ui/SidePanel';
import { Spinner } from '../ui/Spinner';
import { useCart } from './store';

/**
 * The modify-item popup: the product options panel (storefront/product-options) in modify mode, over the cart. On a
 * successful update the options panel opens the cart again through the header's cart summary, which reloads it.
 */
export default function ModifyItemPanel() {
  const modifying = useCart((s) => s.modifying);
  const closeModify = useCart((s) => s.closeModify);
  const [product, setProduct] = useState<ProductDetail>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!modifying) return;
    const controller = new AbortController();
    setProduct(undefined);
    setError(undefined);
    api.call('catalogProduct', { id: modifying.productId }, { signal: controller.signal }).then(
      (r) => setProduct(r.product),
      (err) => {
        if (err instanceof ApiError && err.isAbort) return;
        setError(err instanceof ApiError ? err.errorMessage : 'The product could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [modifying]);

  const init = useMemo<OptionsInit | undefined>(() => {
    if (!modifying) return undefined;
    const { price: _price, ...selected } = modifying.options;
    return { mode: 'modify', itemId: modifying.id, quantity: modifying.quantity, selected };
  }, [modifying]);

  if (!modifying) return null;
  return (
    <SidePanel open onOpenChange={(o) => !o && closeModify()} title={product ? `Change ${product.name}` : 'Change item'} closeLabel="Close without changing" testId="modify-item-panel" wide upper>
      {error && (
        <p className="cart-alert cart-alert--danger" role="alert">
          {error}
        </p>
      )}
      {!product && !error && <Spinner label="Loading the options" />}
      {product && init && <OptionsPanel product={product} init={init} onDone={closeModify} scrollContainer={() => document.querySelector('[data-testid="modify-item-panel"] .side-panel__body')} />}
    </SidePanel>
  );
}
