import type { CartView } from '../../../contract/cart';
import type { Response } from '../../../contract';
import { analyticsItem, track } from '../../common/analytics';

// Cart-view tracking: the shopping-cart answer carries `dataLayer` (the product analytics of every item, SPEC.md
// sections 3 and 7); when the cart is shown it goes to window.dataLayer as one `view_cart` event, through the same
// `track` helper the options popup uses for adds and modifies. Prices arrive in minor units and are sent in major
// units, as analytics tools expect. The store pushes it once per opening of the cart (see store.ts).

export type CartAnalytics = Response<'shoppingCart'>['dataLayer'];

export interface ViewCartEvent {
  event: 'view_cart';
  ecommerce: {
    currency: string;
    /** The items total of the server (before discount and shipping), major units. */
    value: number;
    items: Array<{
      item_id: string;
      item_name: string;
      item_brand: string;
      price: number;
      quantity: number;
      discount?: number;
      index?: number;
      item_list_name?: string;
      item_category?: string;
    }>;
  };
}

export function viewCartEvent(dataLayer: CartAnalytics, view: Pick<CartView, 'currency' | 'total'>): ViewCartEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: view.currency,
      value: view.total / 100,
      items: dataLayer.map(analyticsItem),
    },
  };
}

/** Pushes the cart view to window.dataLayer (or `target`) through the shop's one analytics helper. */
export function trackCartView(dataLayer: CartAnalytics, view: Pick<CartView, 'currency' | 'total'>, target?: { dataLayer?: unknown[] }): void {
  const event = viewCartEvent(dataLayer, view);
  if (target) track(event, target);
  else track(event);
}
