// Catalogue facts the cart needs beyond pricing: the service extras, the control/charger items, the spatula, and
// how crawlers are recognised.
import type { Product } from '../catalog/model';

/**
 * Priority-service and premium-user checkboxes: each adds (or removes) one locked item of the catalogue product with
 * this reference (hidden extras PS001 and PU001 of the seed).
 */
export const CART_EXTRAS = [
  { kind: 'priority-service', reference: 'PS001' },
  { kind: 'premium-user', reference: 'PU001' },
] as const;
export type CartExtraKind = (typeof CART_EXTRAS)[number]['kind'];

export const isServiceExtra = (product: Product) => CART_EXTRAS.some((e) => e.reference === product.reference);

/** A premium membership in the cart makes standard shipping free (its product description promises it). */
export const FREE_SHIPPING_REFERENCES: readonly string[] = ['PU001'];

/** Control and charger items (references C015-C018): their quantity may be 0. */
export const CONTROL_REFERENCES: readonly string[] = ['C015', 'C016', 'C017', 'C018'];
export const isControlItem = (product: Product) => CONTROL_REFERENCES.includes(product.reference);

export const isSpatula = (product: Product) => product.category === 'spatula';

/** Known crawler and bot user agents (search engines, link previews, SEO tools, headless checkers). */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebot|embedly|quora link preview|outbrain|pinterest\/|bingpreview|yandex|baiduspider|duckduckgo|applebot|semrush|ahrefs|mj12bot|dotbot|petalbot|lighthouse|pagespeed|phantomjs|python-requests|curl\/|wget\//i;

/** Shoppers' devices whose names would match a pattern above (Cubot phones). */
const NOT_CRAWLER = /cubot/gi;

export function isCrawler(userAgent: string | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent.replace(NOT_CRAWLER, ''));
}
