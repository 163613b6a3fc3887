// The cart as the calls answer it: CartView, totals with formatted strings, dataLayer and added-item analytics.
import { MAX_QUANTITY } from '../../rules/quantity';
import type { ResponseInput } from '../../contract';
import type { PreflightWarning } from '../../editor-engine';
import { formatMoney, t } from '../i18n';
import type { CartItemRow } from '../repositories/cartItemRepository';
import type { CatalogueSnapshot } from './catalogueService';
import { describeItem } from './cartDescription';
import { CART_EXTRAS } from './cartExtras';
import { lineTotal, type CartTotals } from './cartTotals';
import { linePicture } from './linePicture';
import type { VoucherRefusal, VoucherUseRefusal } from './cartVouchers';

type CartViewInput = ResponseInput<'shoppingCart'>['cart'];
type AddedItem = ResponseInput<'addToCart'>['cartItems'][number];
type Analytics = ResponseInput<'shoppingCart'>['dataLayer'][number];

/** Amounts are EUR minor units everywhere; the formatted strings are in the shopper's locale (DKK for Danish). */
export const CART_CURRENCY = 'EUR';

export function totalsFields(totals: CartTotals, locale: string) {
  const ship = totals.shipping;
  return {
    count: totals.count,
    total: totals.total,
    estimatedShippingTotal: totals.estimatedShippingTotal,
    grandTotal: totals.grandTotal,
    discount: totals.discount,
    currency: CART_CURRENCY,
    formatted: {
      total: formatMoney(totals.total, locale),
      estimatedShippingTotal: formatMoney(totals.estimatedShippingTotal, locale),
      grandTotal: formatMoney(totals.grandTotal, locale),
      discount: formatMoney(totals.discount, locale),
    },
    freeShipping: {
      threshold: ship.free.threshold,
      formattedThreshold: formatMoney(ship.free.threshold, locale),
      remaining: ship.free.remaining,
      formattedRemaining: formatMoney(ship.free.remaining, locale),
      reached: ship.free.reached,
    },
    freeExpressShipping: {
      threshold: ship.freeExpress.threshold,
      formattedThreshold: formatMoney(ship.freeExpress.threshold, locale),
      remaining: ship.freeExpress.remaining,
      formattedRemaining: formatMoney(ship.freeExpress.remaining, locale),
      reached: ship.freeExpress.reached,
    },
  };
}

export function voucherText(code: string, kind: string, value: number, locale: string): string {
  if (kind === 'percent') return t(locale, 'voucher-applied-percent', { code, percent: value });
  if (kind === 'fixed') return t(locale, 'voucher-applied-fixed', { code, amount: formatMoney(value, locale) });
  return t(locale, 'voucher-applied-free-shipping', { code });
}

export function refusalText(r: VoucherRefusal | VoucherUseRefusal, code: string, locale: string): string {
  switch (r.reason) {
    case 'voucher-minimum':
      return t(locale, r.reason, { code, amount: formatMoney(r.minimum, locale) });
    case 'voucher-expired':
    case 'voucher-not-yet-valid':
      return t(locale, r.reason, { code, date: r.date });
    case 'voucher-expired-at':
      return t(locale, r.reason, { code, date: r.date, time: r.time });
    case 'voucher-used-up':
    case 'voucher-cart-limit':
      return t(locale, r.reason, { code, max: r.max });
    default:
      return t(locale, r.reason, { code });
  }
}

export interface ViewInput {
  items: CartItemRow[];
  totals: CartTotals;
  voucher?: { code: string; kind: string; value: number };
  snap: CatalogueSnapshot;
  locale: string;
  hideComplements?: boolean;
  recoveryHash?: string;
}

export function cartView(v: ViewInput): CartViewInput {
  const { snap, locale, totals } = v;
  const shown = v.hideComplements ? v.items.filter((i) => i.kind !== 'complement' && i.kind !== 'control') : v.items;
  return {
    items: shown.map((i) => cartItemView(i, snap, locale)),
    ...totalsFields(totals, locale),
    ...(v.voucher
      ? {
          voucher: {
            code: v.voucher.code,
            explanation: totals.voucherRefusal
              ? refusalText(totals.voucherRefusal, v.voucher.code, locale)
              : voucherText(v.voucher.code, v.voucher.kind, v.voucher.value, locale),
          },
        }
      : {}),
    extras: CART_EXTRAS.flatMap((e) => {
      const product = snap.products.find((p) => p.reference === e.reference);
      if (!product || product.pricing.kind !== 'fixed') return [];
      const price = product.pricing.price;
      return [
        {
          kind: e.kind,
          productId: product.id,
          name: product.name,
          price,
          formattedPrice: formatMoney(price, locale),
          checked: v.items.some((i) => i.productId === product.id),
        },
      ];
    }),
    ...(v.recoveryHash ? { recoveryHash: v.recoveryHash } : {}),
  };
}

export function cartItemView(i: CartItemRow, snap: CatalogueSnapshot, locale: string) {
  const product = snap.byId.get(i.productId);
  // described when shown, in the shopper's language (the stored description is the one at the time of the add)
  const wording = product ? describeItem(product, snap, i.options, locale) : undefined;
  const total = lineTotal(i);
  return {
    id: i.id,
    productId: i.productId,
    quantity: i.quantity,
    minQuantity: i.minQuantity,
    maxQuantity: MAX_QUANTITY,
    title: i.title,
    ...(wording?.description || i.description ? { description: wording?.description || i.description } : {}),
    ...(product ? { image: linePicture(i.options, product, snap.lists) ?? product.image } : {}),
    ...(product && i.options.design ? { editUrl: `/designer/${product.slug}?item=${i.id}` } : {}),
    options: { ...viewOptions(i.options), price: i.unitPrice },
    unitPrice: i.unitPrice,
    formattedUnitPrice: formatMoney(i.unitPrice, locale),
    totalPrice: total,
    formattedTotalPrice: formatMoney(total, locale),
    isLocked: i.isLocked,
    linkToParent: i.linkToParent,
    ...(i.parentId !== null ? { parentId: i.parentId } : {}),
    analytics: {
      reference: product?.reference ?? '',
      name: product?.name ?? i.title,
      price: i.unitPrice,
      ...(wording?.variant ? { variant: wording.variant } : {}),
      ...(wording?.dimension1 ? { dimension1: wording.dimension1 } : {}),
      ...(wording ? { dimension2: wording.dimension2 } : {}),
    },
  };
}

/** Stored options as productOptions: the up-selling text's own fields (font, text colour) stay server side. */
export function viewOptions(o: Record<string, unknown>): Record<string, unknown> {
  // the design document travels only to the designer (modify-item-cart), not with every cart view
  const { font: _font, textColor: _textColor, rightToLeft: _rtl, design: _design, ...rest } = o;
  return rest;
}

export function dataLayer(items: CartItemRow[], snap: CatalogueSnapshot): Analytics[] {
  return items.map((i) => {
    const product = snap.byId.get(i.productId);
    return {
      ref: product?.reference ?? '',
      name: product?.name ?? i.title,
      quantity: i.quantity,
      price: i.unitPrice,
      brand: product?.brand ?? 'Atelier',
      ...(product ? { listType: product.category } : {}),
    };
  });
}

export function addedItems(items: CartItemRow[], snap: CatalogueSnapshot): AddedItem[] {
  return items.map((i) => {
    const product = snap.byId.get(i.productId);
    const o = i.options;
    const size = o.size as { name?: string } | undefined;
    const colour = typeof o.color === 'number' ? snap.lists.colours.find((c) => c.id === o.color) : undefined;
    const sizeText = size?.name ?? (typeof o.width === 'number' && typeof o.height === 'number' ? `${o.width}x${o.height}` : undefined);
    const orientation = o.orientation ?? (o.reversed === true ? 'reversed' : undefined);
    return {
      reference: product?.reference ?? '',
      name: product?.name ?? i.title,
      brand: product?.brand ?? 'Atelier',
      currency: CART_CURRENCY,
      price: i.unitPrice,
      quantity: i.quantity,
      totalPrice: lineTotal(i),
      id: i.id,
      options: {
        ...(colour ? { colorApaCode: String(colour.id) } : {}),
        ...(sizeText ? { size: sizeText } : {}),
        ...(typeof orientation === 'string' ? { orientation } : {}),
      },
      ...(Array.isArray(o.preflight) ? { preflight: o.preflight as PreflightWarning[] } : {}),
    };
  });
}
