// The cart's rules: who owns which cart, adding and changing items, quantities, vouchers, extras and recovery.
// No HTTP here: the routes pass in the cookie's token and the user agent, and set cookies from what comes back.
import { MAX_QUANTITY } from '../../rules/quantity';
import { MAX_MONEY, type Payload, type ResponseInput } from '../../contract';
import { ShopError, notFound } from './shopError';
import { formatMoney, t } from '../i18n';
import type { CartItemRepository, CartItemRow } from '../repositories/cartItemRepository';
import type { CartRepository, CartRow } from '../repositories/cartRepository';
import type { CartVoucherRepository } from '../repositories/cartVoucherRepository';
import type { CatalogueService } from './catalogueService';
import type { Voucher } from '../catalog/model';
import type { CartItemBuilder } from './cartItemBuilder';
import { isCrawler } from '../../rules/crawler';
import { FREE_SHIPPING_REFERENCES, isSpatula } from './cartExtras';
import { addedItems, cartItemView, cartView, dataLayer, refusalText, totalsFields, voucherText } from './cartPresenter';
import { hashToken, isWellFormedToken, newRecoveryHash, newSessionToken } from './cartTokens';
import { cartTotals, lineTotal, type CartTotals } from './cartTotals';
import { checkVoucher, normaliseVoucherCode } from './cartVouchers';

type R<
  N extends
    | 'addToCart'
    | 'modifyCartItem'
    | 'shoppingCart'
    | 'modifyItemCart'
    | 'removeItemCart'
    | 'updateItemQuantity'
    | 'checkVoucher'
    | 'removeSpatulaCart'
    | 'recoverCart'
    | 'loadAddToCart',
> = ResponseInput<N>;

/** How often a cart in use is re-stamped: the idle-cart purge counts in days, so once an hour is plenty. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** Most items one cart holds (a cart view answers at most 500). */
export const MAX_CART_ITEMS = 200;
/** Largest items total a cart may reach: every amount the calls answer stays below the contract's MAX_MONEY. */
export const MAX_CART_TOTAL = MAX_MONEY - 1_000_000;

/** A refused quantity change: the answer also carries the quantity the server kept. */
export class QuantityRefused extends ShopError {
  constructor(
    status: number,
    code: string,
    messageKey: string,
    readonly quantity: number,
    params: Record<string, string | number> = {},
  ) {
    super(status, code, messageKey, params);
  }
}

export interface CartSession {
  cart: CartRow;
  /** Set when a new session was opened: the route stores it in the cart cookie. */
  newToken?: string;
}

export class CartService {
  constructor(
    private readonly carts: CartRepository,
    private readonly items: CartItemRepository,
    private readonly vouchers: CartVoucherRepository,
    private readonly catalogue: CatalogueService,
    private readonly builder: CartItemBuilder,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private stamp = () => this.now().toISOString();

  /** The shopper used the cart: keeps it from the idle-cart purge (server/services/cartRetention.ts). */
  private async used(cart: CartRow): Promise<void> {
    const now = this.now();
    await this.carts.touch(cart.id, now.toISOString(), new Date(now.getTime() - TOUCH_EVERY_MS).toISOString());
  }

  /** The cart of a cookie token, if the token is one this server issued and still knows. */
  async find(token: unknown): Promise<CartRow | undefined> {
    return isWellFormedToken(token) ? this.carts.bySession(hashToken(token)) : undefined;
  }

  /** The visitor's cart, created (with a fresh token: a client-chosen one is never adopted) when there is none. */
  async ensure(token: unknown): Promise<CartSession> {
    const cart = await this.find(token);
    if (cart) return { cart };
    const newToken = newSessionToken();
    const id = await this.carts.create(newRecoveryHash(), hashToken(newToken), this.stamp());
    return { cart: (await this.carts.byId(id))!, newToken };
  }

  async view(cart: CartRow | undefined, locale: string, opts: { hideComplements?: boolean } = {}): Promise<R<'shoppingCart'>> {
    const snap = await this.catalogue.load();
    if (cart) await this.used(cart);
    const items = cart ? await this.items.list(cart.id) : [];
    const { totals, voucher } = await this.totals(cart, items);
    const view = cartView({ items, totals, voucher, snap, locale, hideComplements: opts.hideComplements, recoveryHash: cart?.recoveryHash });
    return { cart: view, title: t(locale, 'cart-title', { count: totals.count }), count: totals.count, dataLayer: dataLayer(items, snap) };
  }

  /** `openCart` gives the visitor's cart, creating it: called only once the payload proved valid. */
  async add(openCart: () => Promise<CartRow>, p: Payload<'addToCart'>, bundle: 'linked' | 'loose'): Promise<R<'addToCart'>> {
    const built = await this.builder.build(p, bundle);
    const cart = await openCart();
    const existing = await this.items.list(cart.id);
    if (built.main.kind === 'extra') {
      // A service extra is one locked item: ticking it twice keeps one.
      const present = existing.find((i) => i.productId === built.main.productId);
      if (present) return { done: true, cartItems: addedItems([present], await this.catalogue.load()), count: count(existing) };
    }
    const adding = [built.main, ...(built.main.children ?? []), ...built.loose];
    if (existing.length + adding.length > MAX_CART_ITEMS) throw new ShopError(400, 'cart-full', 'cart-full', { max: MAX_CART_ITEMS });
    if (itemsTotal(existing) + itemsTotal(adding) > MAX_CART_TOTAL) throw new ShopError(400, 'quantity', 'cart-total-too-large');
    const ids = await this.items.insert(cart.id, [built.main, ...built.loose], this.stamp());
    await this.carts.requestOpen(cart.id, this.stamp());
    return this.changed(cart.id, ids);
  }

  /** The answer of an add or a modify: the lines it wrote, and the cart's new count. */
  private async changed(cartId: number, ids: number[]): Promise<R<'addToCart'>> {
    const after = await this.items.list(cartId);
    return {
      done: true,
      cartItems: addedItems(
        after.filter((i) => ids.includes(i.id)),
        await this.catalogue.load(),
      ),
      count: count(after),
    };
  }

  /** modify-item-cart: the item's configuration so the options popup can open on it. */
  async itemForModify(cart: CartRow | undefined, id: number): Promise<R<'modifyItemCart'>> {
    const item = await this.ownItem(cart, id);
    if (item.isLocked) throw new ShopError(400, 'locked', 'item-locked');
    const snap = await this.catalogue.load();
    const view = cartItemView(item, snap, 'en');
    const design = item.options.design as Record<string, unknown> | undefined;
    return {
      done: true,
      id: item.id,
      productId: item.productId,
      description: item.description || item.title,
      quantity: item.quantity,
      options: view.options,
      ...(design ? { design } : {}),
    };
  }

  /** modify-cart-item: replaces an item's options (same validation and pricing as adding). */
  async modify(cart: CartRow | undefined, p: Payload<'modifyCartItem'>): Promise<R<'modifyCartItem'>> {
    const item = await this.ownItem(cart, p.id);
    if (item.isLocked) throw new ShopError(400, 'locked', 'item-locked');
    if (item.productId !== p.productId) throw new ShopError(400, 'product', 'item-product-mismatch');
    const { id: _id, productName: _name, supportColor, materialCanvas, format, ...add } = p;
    const options = {
      ...add.options,
      ...(supportColor !== undefined ? { supportColor } : {}),
      ...(materialCanvas !== undefined ? { materialCanvas } : {}),
      ...(format !== undefined ? { format } : {}),
    };
    const built = await this.builder.build({ ...add, options }, 'linked');
    const main = built.namesExtras ? built.main : { ...built.main, children: undefined };
    const ids = await this.items.replace(cart!.id, item.id, main, this.stamp());
    if (!ids) throw new ShopError(400, 'locked', 'item-locked');
    if (built.loose.length) ids.push(...(await this.items.insert(cart!.id, built.loose, this.stamp())));
    await this.used(cart!);
    return this.changed(cart!.id, ids);
  }

  /**
   * remove-item-cart: the item and everything linked to it. A locked item added with a parent (a locked complement)
   * only goes with its parent; locked service extras (priority, premium) are removed by unticking them.
   */
  async remove(cart: CartRow | undefined, id: number, locale: string): Promise<R<'removeItemCart'>> {
    const item = await this.ownItem(cart, id);
    if (item.isLocked && item.parentId !== null) throw new ShopError(400, 'locked', 'item-locked');
    await this.items.removeWithChildren(cart!.id, item.id);
    // Service extras (priority service, membership) go with an order of products: the last product takes them along,
    // or a cart holding only a membership could go to checkout (issue 11).
    const left = await this.items.list(cart!.id);
    if (left.length > 0 && left.every((i) => i.kind === 'extra')) for (const i of left) await this.items.removeWithChildren(cart!.id, i.id);
    return { done: true, ...(await this.totalsFor(cart!, locale)) };
  }

  /**
   * update-item-quantity. With prevQuantity the change is applied as a delta (quantity - prevQuantity) in one atomic
   * statement, so concurrent clicks add up instead of overwriting each other; without it the quantity is set.
   */
  async updateQuantity(cart: CartRow | undefined, p: Payload<'updateItemQuantity'>, locale: string): Promise<R<'updateItemQuantity'>> {
    const item = await this.ownItem(cart, p.id);
    if (item.isLocked) throw new QuantityRefused(400, 'locked', 'item-locked', item.quantity);
    const delta = p.prevQuantity !== undefined ? p.quantity - p.prevQuantity : p.quantity - item.quantity;
    const target = item.quantity + delta;
    if (delta > 0 && itemsTotal(await this.items.list(cart!.id)) + delta * item.unitPrice > MAX_CART_TOTAL) {
      throw new QuantityRefused(400, 'quantity', 'cart-total-too-large', item.quantity);
    }
    // With prevQuantity the change is a delta (clicks add up); without it the quantity is set, never added, so
    // requests the storefront cancelled but the server still ran cannot multiply the quantity.
    const apply = () =>
      p.prevQuantity !== undefined ? this.items.adjustQuantity(cart!.id, item.id, delta) : this.items.setQuantity(cart!.id, item.id, target);
    if (delta !== 0 && !(await apply())) {
      const current = (await this.items.get(cart!.id, item.id))?.quantity ?? 0;
      throw new QuantityRefused(400, 'quantity', 'cart-quantity-range', current, { min: item.minQuantity, max: MAX_QUANTITY, requested: target });
    }
    const updated = await this.items.get(cart!.id, item.id);
    const quantity = updated?.quantity ?? 0;
    if (updated && quantity === 0) await this.items.removeIfEmpty(cart!.id, item.id);
    const totals = await this.totalsFor(cart!, locale);
    const line = lineTotal({ unitPrice: item.unitPrice, quantity });
    return { done: true, ...totals, dif: delta * item.unitPrice, priceTotalArticle: line, formattedPriceTotalArticle: formatMoney(line, locale), quantity };
  }

  /** shopping-cart-check-voucher: applies a voucher (one per cart; a new valid code replaces the old one). */
  async applyVoucher(cart: CartRow | undefined, rawCode: string, locale: string): Promise<R<'checkVoucher'>> {
    const code = normaliseVoucherCode(rawCode);
    if (!code) throw new ShopError(400, 'voucher', 'voucher-characters');
    const voucher = await this.vouchers.byCode(code);
    if (!voucher) throw new ShopError(400, 'voucher', 'voucher-unknown', { code });
    if (cart?.voucherCode === code) throw new ShopError(400, 'voucher', 'voucher-already-applied', { code });
    const items = cart ? await this.items.list(cart.id) : [];
    const total = itemsTotal(items);
    const refusal = checkVoucher(voucher, total, this.now());
    if (refusal) throw new ShopError(400, 'voucher', 'voucher-refused', { explanation: refusalText(refusal, code, locale) });
    // One voucher per cart: a second one never silently costs the shopper. The better of the two (lower total) stays,
    // and the answer says which (issue 11).
    const previous = cart?.voucherCode ? await this.vouchers.byCode(cart.voucherCode) : undefined;
    if (previous) {
      const [kept, offered] = [await this.totals(cart, items), await this.totals(cart, items, voucher)];
      if (offered.totals.grandTotal > kept.totals.grandTotal) {
        throw new ShopError(400, 'voucher', 'voucher-keeps-better', { code, previous: previous.code });
      }
    }
    await this.carts.setVoucher(cart!.id, code, this.stamp());
    const applied = voucherText(code, voucher.kind, voucher.value, locale);
    return { done: true, reload: true, explanation: previous ? `${t(locale, 'voucher-replaces', { code, previous: previous.code })} ${applied}` : applied };
  }

  /** remove-spatula-cart: takes the application spatula out of the cart. */
  async removeSpatula(cart: CartRow | undefined): Promise<R<'removeSpatulaCart'>> {
    if (!cart) return { removeSpatula: false, count: 0 };
    const snap = await this.catalogue.load();
    const removed = await this.items.removeProducts(
      cart.id,
      snap.products.filter(isSpatula).map((p) => p.id),
    );
    return { removeSpatula: removed > 0, count: count(await this.items.list(cart.id)) };
  }

  /**
   * recover-cart: points the visitor's session at the cart of a ?tvcart= link. A wrong hash and a missing cart get
   * the very same refusal.
   */
  async recover(hash: string, token: unknown, locale: string): Promise<R<'recoverCart'> & { newToken?: string }> {
    const cart = await this.carts.byRecoveryHash(hash);
    if (!cart) throw new ShopError(404, 'cart-link', 'cart-link-invalid');
    // The visitor's session is kept only if this server issued it; an unknown token is never adopted.
    const session = (await this.find(token)) ? (token as string) : newSessionToken();
    await this.carts.attachSession(hashToken(session), cart.id, this.stamp());
    const view = await this.view(cart, locale);
    return { count: view.count, cart: view.cart, ...(session !== token ? { newToken: session } : {}) };
  }

  /** The shopper has seen the cart: an "open after add" request is spent, so the next page does not open it again. */
  async shown(cart: CartRow | undefined): Promise<void> {
    if (cart) await this.carts.takeOpenRequest(cart.id);
  }

  /** open-shopping-cart-if-needed: once after an add (or when the open-cart cookie asks), never for crawlers. */
  async openIfNeeded(cart: CartRow | undefined, cookieAsks: boolean, userAgent: string | undefined): Promise<boolean> {
    if (isCrawler(userAgent) || !cart) return false;
    const requested = await this.carts.takeOpenRequest(cart.id);
    if (!requested && !cookieAsks) return false;
    return count(await this.items.list(cart.id)) > 0;
  }

  /** The cart item, only if it is in this visitor's cart: another visitor's item is "not found", never touched. */
  async ownItem(cart: CartRow | undefined, id: number): Promise<CartItemRow> {
    const item = cart ? await this.items.get(cart.id, id) : undefined;
    if (!item) throw notFound('cart-item', { id });
    return item;
  }

  /** The cart's totals with its voucher, or with `withVoucher` instead (to compare two vouchers). */
  private async totals(
    cart: CartRow | undefined,
    items: CartItemRow[],
    withVoucher?: Voucher,
  ): Promise<{ totals: CartTotals; voucher?: { code: string; kind: string; value: number } }> {
    const snap = await this.catalogue.load();
    const voucher = withVoucher ?? (cart?.voucherCode ? await this.vouchers.byCode(cart.voucherCode) : undefined);
    const freeShippingProducts = snap.products.filter((p) => FREE_SHIPPING_REFERENCES.includes(p.reference)).map((p) => p.id);
    const totals = cartTotals({ lines: items, voucher, shipping: snap.lists.shipping, now: this.now(), freeShippingProducts });
    return { totals, ...(voucher ? { voucher: { code: voucher.code, kind: voucher.kind, value: voucher.value } } : {}) };
  }

  private async totalsFor(cart: CartRow, locale: string) {
    await this.used(cart);
    const fresh = (await this.carts.byId(cart.id)) ?? cart;
    const { totals } = await this.totals(fresh, await this.items.list(cart.id));
    return totalsFields(totals, locale);
  }
}

const count = (items: CartItemRow[]) => items.reduce((s, i) => s + i.quantity, 0);
const itemsTotal = (items: { unitPrice: number; quantity: number }[]) => items.reduce((s, i) => s + lineTotal(i), 0);
