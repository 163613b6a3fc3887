import type { z } from 'zod';
import type { productAnalytics } from '../../contract/cart';

// Analytics events go to window.dataLayer, for whatever tag manager the shop runs; the options popup (adds and
// modifies), the cart (views) and the product lists and sliders (views and clicks) push through this one helper.

/** Product analytics data (SPEC.md section 3); price and discount in minor units. */
export type ProductAnalytics = z.infer<typeof productAnalytics>;

export function track(event: object, target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] }): void {
  target.dataLayer ??= [];
  target.dataLayer.push(event);
}

/** One product of an ecommerce event, in major units as analytics tools expect. */
export function analyticsItem(a: ProductAnalytics) {
  return {
    item_id: a.ref,
    item_name: a.name,
    item_brand: a.brand,
    price: a.price / 100,
    quantity: a.quantity,
    ...(a.discount !== undefined ? { discount: a.discount / 100 } : {}),
    ...(a.listPosition !== undefined ? { index: a.listPosition } : {}),
    ...(a.listName !== undefined ? { item_list_name: a.listName } : {}),
    ...(a.listType !== undefined ? { item_category: a.listType } : {}),
  };
}
