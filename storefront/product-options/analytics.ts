import type { CartResult } from './controller';
import { isCrawler } from '../../rules/crawler';
import { createTrackingData, type TrackingData } from '../data/tracking';

// Tracking events of a successful add or modify (SPEC.md section 4), pushed to window.dataLayer for whatever tag
// manager the shop runs. Prices arrive in minor units and are sent in major units as analytics tools expect.

export interface DataLayerEvent {
  event: 'add_to_cart' | 'modify_cart_item';
  ecommerce: {
    currency: string;
    value: number;
    items: Array<{ item_id: string; item_name: string; item_brand: string; price: number; quantity: number; item_variant?: string; cart_item_id: number }>;
  };
}

export function cartEvent(result: CartResult, mode: 'add' | 'modify'): DataLayerEvent {
  const items = result.cartItems.map((i) => ({
    item_id: i.reference,
    item_name: i.name,
    item_brand: i.brand,
    price: i.price / 100,
    quantity: i.quantity,
    item_variant: [i.options.size, i.options.colorApaCode, i.options.orientation].filter(Boolean).join(' / ') || undefined,
    cart_item_id: i.id,
  }));
  return {
    event: mode === 'add' ? 'add_to_cart' : 'modify_cart_item',
    ecommerce: {
      currency: result.cartItems[0]?.currency ?? 'EUR',
      value: result.cartItems.reduce((sum, i) => sum + i.totalPrice, 0) / 100,
      items,
    },
  };
}

/**
 * The conversions relay after a successful add (SPEC.md section 7: /_api/fb/conversions_event, skipped for crawlers).
 * A failed relay is the shop's concern, never the shopper's: it is swallowed.
 */
export async function sendConversion(
  result: CartResult,
  mode: 'add' | 'modify',
  userAgent: string,
  data: TrackingData = createTrackingData(),
): Promise<boolean> {
  if (mode !== 'add' || isCrawler(userAgent)) return false;
  const e = cartEvent(result, mode).ecommerce;
  try {
    return await data.conversion('add-to-cart', {
      currency: e.currency,
      value: e.value,
      content_ids: e.items.map((i) => i.item_id),
      num_items: e.items.reduce((n, i) => n + i.quantity, 0),
    });
  } catch {
    return false;
  }
}
