import type { ProductSummary } from '../../contract/common';
import { isCrawler } from '../../rules/crawler';
import { analyticsItem, track, type ProductAnalytics } from './analytics';
import { createTrackingData, type TrackingData } from '../data/tracking';

// Product analytics data on list items and slider cards (SPEC.md section 3: ref, name, internalName, listPosition,
// quantity, price, discount, brand, listName, listType): carried by each card as data attributes, and sent the way the
// cart's tracking is: through the shop's one analytics helper (a view_item_list when a list or slider shows its
// products, a select_item when the shopper opens one), and an opened product through the conversions relay too
// (view-content, skipped for crawlers, a failure swallowed), as an add is.

export interface ProductList {
  /** Shown name of the list ("Related products"). */
  name: string;
  /** Kind of list: product-list, related, best-sellers, similar, last-viewed, wishlist, search. */
  type: string;
}

export function productAnalytics(p: ProductSummary, list: ProductList, position: number): ProductAnalytics {
  return {
    ref: p.reference,
    name: p.name,
    internalName: p.slug,
    listPosition: position,
    quantity: 1,
    price: p.fromPrice,
    ...(p.oldPrice !== undefined && p.oldPrice > p.fromPrice ? { discount: p.oldPrice - p.fromPrice } : {}),
    brand: p.brand ?? 'Atelier',
    listName: list.name,
    listType: list.type,
  };
}

/** The card's data attributes: data-ref, data-name, data-internal-name, data-list-position... */
export function analyticsAttributes(a: ProductAnalytics): Record<`data-${string}`, string> {
  const attrs: Record<`data-${string}`, string> = {};
  for (const [key, value] of Object.entries(a)) {
    if (value !== undefined) attrs[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = String(value);
  }
  return attrs;
}

export function trackListView(items: ProductAnalytics[], list: ProductList, target?: { dataLayer?: unknown[] }): void {
  if (items.length)
    track({ event: 'view_item_list', ecommerce: { item_list_name: list.name, item_list_id: list.type, items: items.map(analyticsItem) } }, target);
}

export function trackSelect(
  item: ProductAnalytics,
  target?: { dataLayer?: unknown[] },
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  data: Pick<TrackingData, 'conversion'> = createTrackingData(),
): void {
  track({ event: 'select_item', ecommerce: { item_list_name: item.listName, item_list_id: item.listType, items: [analyticsItem(item)] } }, target);
  if (isCrawler(userAgent)) return;
  data
    .conversion('view-content', { content_ids: [item.ref], content_name: item.name, value: item.price / 100, list: item.listName ?? null })
    .catch(() => undefined);
}
