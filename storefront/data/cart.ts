import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// Cart calls (SPEC.md section 7, contract/shopping.ts and cart.ts): the cart view, quantities, removal, vouchers, the
// service extras, recovery links and whether the cart should open by itself.

export function createCartData(client: DataClient = defaultClient) {
  return {
    view: (renderNewCart: boolean | undefined, signal?: AbortSignal) => client.call('shoppingCart', { renderNewCart }, { signal }),
    /** Keyed per item: a newer quantity for the same line aborts the one in flight. */
    setQuantity: (id: number, quantity: number) => client.latest(`cart-quantity-${id}`).call('updateItemQuantity', { id, quantity }),
    remove: (id: number) => client.call('removeItemCart', { id }),
    checkVoucher: (code: string) => client.call('checkVoucher', { code }),
    /** A service extra (priority service, premium user): one locked item of its catalogue product. */
    addExtra: (productId: number) => client.call('addToCart', { productId, quantity: 1, options: {}, isLocked: true } satisfies PayloadInput<'addToCart'>),
    recover: (hash: string) => client.call('recoverCart', { hash }),
    openIfNeeded: async () => (await client.call('openShoppingCartIfNeeded', {})).open,
  };
}

export const cartData = createCartData();
