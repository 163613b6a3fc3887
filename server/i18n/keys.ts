// Every message key of the translation table: the pricing engine's, plus those of the product and shop calls.
import { PRICING_MESSAGE_KEYS } from '../pricing/messages';

/** Types accepted by /ajax/information/cookies-message; each is its own message key. */
export const COOKIE_MESSAGE_TYPES = ['cookies-policy', 'cookies-settings', 'cookies-accepted', 'cookies-rejected', 'cookies-choice-required'] as const;
export type CookieMessageType = (typeof COOKIE_MESSAGE_TYPES)[number];

/** Types accepted by GET /ajax/popup/info-dialog; each has the keys info-{type}-title and info-{type}-text. */
export const INFO_DIALOG_TYPES = ['wallpaper-pattern', 'clothing-size', 'tissues', 'mechanisms', 'fabric-drops'] as const;
export type InfoDialogType = (typeof INFO_DIALOG_TYPES)[number];

/** Types accepted by /ajax/website/translation/translate; each is its own message key, with a {maxSize} param. */
export const TRANSLATION_TYPES = ['upload-error-max-size', 'upload-multiple-error-max-size'] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];

/** Messages of the cart calls (add, modify, quantities, vouchers, recovery). */
export const CART_MESSAGE_KEYS = [
  'product-not-sold-alone',
  'complement-unknown',
  'cross-selling-unknown',
  'up-selling-unknown',
  'chain-position-unknown',
  'support-color-unknown',
  'personalized-text-not-offered',
  'personalized-text-required',
  'personalized-image-required',
  'personalization-required',
  'design-not-offered',
  'design-invalid',
  'design-budget-objects',
  'design-budget-pictures',
  'design-budget-text-characters',
  'design-budget-characters',
  'design-budget-text-coverage',
  'design-budget-image-pixels',
  'design-image-missing',
  'design-image-inline',
  'design-image-type',
  'design-image-dimensions',
  'design-image-svg',
  'design-text-characters',
  'design-text-empty',
  'design-object-invisible',
  // templates' locked parts (issue 29)
  'design-template-unknown',
  'design-template-part-missing',
  'design-template-part-moved',
  'design-template-part-changed',
  // a library design as a photo's frame (issue 29)
  'design-mask-unknown',
  // designs saved to share (issue 29)
  'shared-design-unknown',
  'shared-design-too-large',
  'cart-full',
  'item-locked',
  'item-product-mismatch',
  'cart-item-unknown',
  'cart-quantity-range',
  'voucher-characters',
  'voucher-unknown',
  'voucher-already-applied',
  'voucher-keeps-better',
  'voucher-replaces',
  'voucher-refused',
  'voucher-not-yet-valid',
  'voucher-expired',
  'voucher-minimum',
  'voucher-empty-cart',
  'voucher-applied-percent',
  'voucher-applied-fixed',
  'voucher-applied-free-shipping',
  'cart-link-invalid',
  'cart-title',
  'cart-total-too-large',
  'voucher-expired-at',
  'voucher-single-use-used',
  'voucher-used-up',
  'voucher-once-per-cart',
  'voucher-cart-limit',
  'cart-link-cross-site',
  'cross-site-write',
  'cart-gone',
] as const;

/** Messages of checkout and orders (issue 14): each field of the contact and delivery address (rules/order.ts). */
export const ORDER_MESSAGE_KEYS = [
  'order-name-required',
  'order-email-invalid',
  'order-phone-invalid',
  'order-street-required',
  'order-postcode-invalid',
  'order-city-required',
  'order-country-unknown',
  'order-invalid',
  'order-cart-empty',
  'order-unknown',
  'print-files-token',
  // the back office and the shopper's mails (issue 28)
  'staff-sign-in-failed',
  'staff-session-required',
  'admin-order-unknown',
  'admin-line-unknown',
  'admin-status-not-allowed',
  'admin-status-stale',
  'admin-tracking-required',
  'admin-job-not-failed',
  'admin-queue-stopped',
  'mail-placed-subject',
  'mail-placed-text',
  'mail-shipped-subject',
  'mail-shipped-text',
] as const;

const INFO_KEYS = INFO_DIALOG_TYPES.flatMap((type) => [`info-${type}-title`, `info-${type}-text`] as const);

export const SHOP_MESSAGE_KEYS = [
  'wishlist-added',
  'height-width-out-of-range-inches',
  'wishlist-removed',
  'design-unknown',
  'picture-unknown',
  'last-viewed-title',
  'design-search-down',
  'design-search-empty',
  'design-search-found',
  'design-search-corrected',
  'font-unknown',
  'text-render-failed',
  'upload-unknown',
  'field-invalid-reason',
  'pack-not-offered',
  'model-not-offered',
  'clothing-model-unknown',
  'model-gender-unknown',
  'effect-unknown',
  'info-dialog-unknown',
  'cookies-message-unknown',
  'upload-error-size',
  'guide-size',
  'guide-chest',
  'guide-length',
  'bad-request',
  'payload-too-large',
  'unsupported-media-type',
  'too-many-requests',
  'server-draining',
  'route-not-found',
  'uri-too-long',
  'bad-url',
  'server-error',
  'product-unknown',
  'field-invalid',
  'field-required',
  'upload-error',
  'upload-error-type',
  'upload-error-type-svg',
  'upload-error-empty',
  'upload-too-many-files',
  'upload-error-damaged',
  'upload-error-dimensions',
  'upload-error-svg',
  'upload-quota-visitor',
  'upload-quota-total',
  'design-quota-visitor',
  'design-quota-total',
  'free-shipping-from',
  'free-shipping-remaining',
  'free-shipping-reached',
  'free-express-shipping-from',
  'free-express-shipping-remaining',
  'free-express-shipping-reached',
  ...TRANSLATION_TYPES,
  ...COOKIE_MESSAGE_TYPES,
  ...CART_MESSAGE_KEYS,
  ...ORDER_MESSAGE_KEYS,
] as const;

/** @internal Every key, for the test that each locale's table has exactly these. */
export const MESSAGE_KEYS = [...PRICING_MESSAGE_KEYS, ...SHOP_MESSAGE_KEYS, ...INFO_KEYS] as const;

export type MessageKey =
  (typeof PRICING_MESSAGE_KEYS)[number] | (typeof SHOP_MESSAGE_KEYS)[number] | `info-${InfoDialogType}-title` | `info-${InfoDialogType}-text`;

/** A complete table: the compiler refuses a locale that lacks a key. */
export type MessageTable = Record<MessageKey, string>;

export function isCookieMessageType(type: string): type is CookieMessageType {
  return (COOKIE_MESSAGE_TYPES as readonly string[]).includes(type);
}

export function isInfoDialogType(type: string): type is InfoDialogType {
  return (INFO_DIALOG_TYPES as readonly string[]).includes(type);
}

export function isTranslationType(type: string): type is TranslationType {
  return (TRANSLATION_TYPES as readonly string[]).includes(type);
}
