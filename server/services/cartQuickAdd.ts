// /ajax/product-list/load-add-to-cart: the options popup's data, for a new item or for a cart item being modified.
import type { Payload, ResponseInput } from '../../contract';
import { ShopError } from './shopError';
import type { CatalogueService } from './catalogueService';
import type { CartRow } from '../repositories/cartRepository';
import type { CartService } from './cartService';
import { isServiceExtra } from './cartExtras';
import { viewOptions } from './cartPresenter';
import { productDetail } from './productPresenter';

export async function loadAddToCart(
  catalogue: CatalogueService,
  carts: CartService,
  cart: CartRow | undefined,
  p: Payload<'loadAddToCart'>,
  locale: string,
): Promise<ResponseInput<'loadAddToCart'>> {
  const product = await catalogue.product(p.id);
  if (product.hidden || isServiceExtra(product)) throw new ShopError(400, 'product', 'product-not-sold-alone');
  let selected: Record<string, unknown> = p.options ?? {};
  let quantity = p.quantity ?? 1;
  if (p.itemId !== undefined) {
    // Only the visitor's own item: another cart's item is "not found".
    const item = await carts.ownItem(cart, p.itemId);
    if (item.productId !== product.id) throw new ShopError(400, 'product', 'item-product-mismatch');
    selected = viewOptions(item.options);
    quantity = Math.max(1, item.quantity);
  }
  return {
    options: {
      product: await productDetail(catalogue, product, locale),
      selected,
      quantity,
      ...(p.itemId !== undefined ? { itemId: p.itemId } : {}),
      modifyProduct: p.modifyProduct ?? p.itemId !== undefined,
    },
  };
}
