// The cart's rules: who owns which cart, adding and changing items, quantities, vouchers, extras and recovery.
// No HTTP here: the routes pass in the cookie's token and the user agent, and set cookies from what comes back.
import { MAX_QUANTITY } from '../../rules/quantity';
import { MAX_CART_LINES, cartCapRefusal, type CapLine } from '../../rules/cart';
import type { Payload, ResponseInput } from '../../contract';
import { ShopError, notFound } from './shopError';
import { formatMoney, t } from '../i18n';
import type { CartItemRepository, CartItemRow, NewCartItem } from '../repositories/cartItemRepository';
import type { CartRepository, CartRow } from '../repositories/cartRepository';
import type { CartVoucherRepository } from '../repositories/cartVoucherRepository';
import type { CartTransactions, LockedCart } from '../repositories/cartTransaction';
import type { CatalogueService, CatalogueSnapshot } from './catalogueService';
import type { Voucher } from '../catalog/model';
import type { CartItemBuilder } from './cartItemBuilder';
import type { VisitorQuota } from './uploadQuota';
import { isCrawler } from '../../rules/crawler';
import { FREE_SHIPPING_REFERENCES, isSpatula } from './cartExtras';
import { addedItems, cartItemView, cartView, dataLayer, refusalText, totalsFields, voucherText } from './cartPresenter';
import { hashToken, isWellFormedToken, newRecoveryHash, newSessionToken } from './cartTokens';
import { cartTotals, lineTotal, type CartTotals } from './cartTotals';
import { checkVoucher, checkVoucherUses, normaliseVoucherCode, usedUp } from './cartVouchers';
import { flattenLines, linesToCopy } from './cartRecovery';

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
    private readonly transactions: CartTransactions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private stamp = () => this.now().toISOString();

  /**
   * A write that checks a cap or a limit first runs under the cart's lock (cartTransaction.ts), so concurrent
   * requests check and write one after the other (issue 10). `fn` uses only the repositories it is given, and the
   * catalogue must be loaded before: a query outside the transaction would wait for this very lock on SQLite.
   */
  private async locked<T>(cart: CartRow, fn: (c: LockedCart) => Promise<T>): Promise<T> {
    const done = await this.transactions.locked(cart.id, this.stamp(), async (c) => ({ value: await fn(c) }));
    if (!done) throw new ShopError(404, 'cart', 'cart-gone');
    return done.value;
  }

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

  /**
   * `openCart` gives the visitor's cart, creating it: called only once the payload proved valid and its design fits
   * the visitor's quota (`quota`: uploadService's designQuota).
   */
  async add(openCart: () => Promise<CartRow>, p: Payload<'addToCart'>, bundle: 'linked' | 'loose', quota: VisitorQuota): Promise<R<'addToCart'>> {
    const built = await this.builder.build(p, bundle);
    await this.catalogue.load();
    const { cart, ids } = await storingDesign(quota, built.main, async () => {
      const cart = await openCart();
      const ids = await this.locked(cart, async ({ items, carts }) => {
        const existing = await items.list(cart.id);
        if (built.main.kind === 'extra') {
          // A service extra is one locked item: ticking it twice keeps one.
          const present = existing.find((i) => i.productId === built.main.productId);
          if (present) return [present.id];
        }
        assertFits(existing, flattenLines([built.main, ...built.loose]));
        const written = await items.insert(cart.id, [built.main, ...built.loose], this.stamp());
        await carts.requestOpen(cart.id, this.stamp());
        return written;
      });
      return { cart, ids };
    });
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
  async modify(cart: CartRow | undefined, p: Payload<'modifyCartItem'>, quota: VisitorQuota): Promise<R<'modifyCartItem'>> {
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
    await this.catalogue.load();
    const ids = await storingDesign(quota, main, () =>
      this.locked(cart!, async ({ items }) => {
        const existing = await items.list(cart!.id);
        const current = existing.find((i) => i.id === item.id);
        if (!current) throw notFound('cart-item', { id: item.id });
        // The item (and the children it replaces) gives its place and amount back before the new configuration counts.
        const replacing = main.children ? [current, ...existing.filter((i) => i.parentId === current.id)] : [current];
        assertFits(existing, flattenLines([main, ...built.loose]), replacing);
        const written = await items.replace(cart!.id, item.id, main, this.stamp());
        if (!written) throw new ShopError(400, 'locked', 'item-locked');
        if (built.loose.length) written.push(...(await items.insert(cart!.id, built.loose, this.stamp())));
        return written;
      }),
    );
    return this.changed(cart!.id, ids);
  }

  /**
   * remove-item-cart: the item and everything linked to it. A locked item added with a parent (a locked complement)
   * only goes with its parent; locked service extras (priority, premium) are removed by unticking them.
   */
  async remove(cart: CartRow | undefined, id: number, locale: string): Promise<R<'removeItemCart'>> {
    await this.ownItem(cart, id);
    await this.catalogue.load();
    // Under the cart's lock, answered by the rows deleted: an order placed meanwhile (it takes the same lock) either
    // came first and holds the line (the removal then finds nothing and says so) or comes after without it (issue 25).
    await this.locked(cart!, async ({ items }) => {
      const item = await items.get(cart!.id, id);
      if (!item) throw notFound('cart-item', { id });
      if (item.isLocked && item.parentId !== null) throw new ShopError(400, 'locked', 'item-locked');
      if ((await items.removeWithChildren(cart!.id, item.id)) === 0) throw notFound('cart-item', { id });
      // Service extras (priority service, membership) go with an order of products: the last product takes them
      // along, or a cart holding only a membership could go to checkout (issue 11).
      const left = await items.list(cart!.id);
      if (left.length > 0 && left.every((i) => i.kind === 'extra')) for (const i of left) await items.removeWithChildren(cart!.id, i.id);
    });
    return { done: true, ...(await this.totalsFor(cart!, locale)) };
  }

  /**
   * update-item-quantity. With prevQuantity the change is applied as a delta (quantity - prevQuantity) in one atomic
   * statement, so concurrent clicks add up instead of overwriting each other; without it the quantity is set.
   */
  async updateQuantity(cart: CartRow | undefined, p: Payload<'updateItemQuantity'>, locale: string): Promise<R<'updateItemQuantity'>> {
    await this.ownItem(cart, p.id);
    await this.catalogue.load();
    const { item, delta, quantity } = await this.locked(cart!, async ({ items }) => {
      const item = await items.get(cart!.id, p.id);
      if (!item) throw notFound('cart-item', { id: p.id });
      if (item.isLocked) throw new QuantityRefused(400, 'locked', 'item-locked', item.quantity);
      const delta = p.prevQuantity !== undefined ? p.quantity - p.prevQuantity : p.quantity - item.quantity;
      const target = item.quantity + delta;
      if (delta > 0 && cartCapRefusal(await items.list(cart!.id), [{ ...item, quantity: target }], [item])) {
        throw new QuantityRefused(400, 'quantity', 'cart-total-too-large', item.quantity);
      }
      // With prevQuantity the change is a delta (clicks add up); without it the quantity is set, never added, so
      // requests the storefront cancelled but the server still ran cannot multiply the quantity.
      const apply = () => (p.prevQuantity !== undefined ? items.adjustQuantity(cart!.id, item.id, delta) : items.setQuantity(cart!.id, item.id, target));
      if (delta !== 0 && !(await apply())) {
        throw new QuantityRefused(400, 'quantity', 'cart-quantity-range', item.quantity, { min: item.minQuantity, max: MAX_QUANTITY, requested: target });
      }
      const updated = await items.get(cart!.id, item.id);
      const quantity = updated?.quantity ?? 0;
      if (updated && quantity === 0) await items.removeIfEmpty(cart!.id, item.id);
      return { item, delta, quantity };
    });
    const totals = await this.totalsFor(cart!, locale);
    const line = lineTotal({ unitPrice: item.unitPrice, quantity });
    return { done: true, ...totals, dif: delta * item.unitPrice, priceTotalArticle: line, formattedPriceTotalArticle: formatMoney(line, locale), quantity };
  }

  /** shopping-cart-check-voucher: applies a voucher (one per cart; a new valid code replaces the old one). */
  async applyVoucher(cart: CartRow | undefined, rawCode: string, locale: string): Promise<R<'checkVoucher'>> {
    const code = normaliseVoucherCode(rawCode);
    if (!code) throw new ShopError(400, 'voucher', 'voucher-characters');
    if (!(await this.vouchers.byCode(code))) throw new ShopError(400, 'voucher', 'voucher-unknown', { code });
    const refuse = (r: Parameters<typeof refusalText>[0]) => new ShopError(400, 'voucher', 'voucher-refused', { explanation: refusalText(r, code, locale) });
    if (!cart) throw refuse({ reason: 'voucher-empty-cart' });
    const snap = await this.catalogue.load();
    // Under the cart's lock: the same cart applying a code twice at once sees the first one's write (issue 10).
    const { voucher, previous } = await this.locked(cart, async ({ carts, items, vouchers }) => {
      const fresh = (await carts.byId(cart.id)) ?? cart;
      if (fresh.voucherCode === code) throw new ShopError(400, 'voucher', 'voucher-already-applied', { code });
      const voucher = (await vouchers.byCode(code))!;
      const lines = await items.list(cart.id);
      const refusal = checkVoucher(voucher, itemsTotal(lines), this.now()) ?? checkVoucherUses(voucher, voucher.uses, await vouchers.usesByCart(code, cart.id));
      if (refusal) throw refuse(refusal);
      // One voucher per cart: a second one never silently costs the shopper. The better of the two (lower total)
      // stays, and the answer says which (issue 11).
      const previous = fresh.voucherCode ? await vouchers.byCode(fresh.voucherCode) : undefined;
      if (previous && this.totalsOf(snap, lines, voucher).grandTotal > this.totalsOf(snap, lines, previous).grandTotal) {
        throw new ShopError(400, 'voucher', 'voucher-keeps-better', { code, previous: previous.code });
      }
      // The use is counted atomically: of many carts redeeming the last use at once, one gets it (issue 10).
      if (!(await vouchers.redeem(code, cart.id, this.stamp()))) throw refuse(usedUp(voucher.maxUses ?? 0));
      await carts.setVoucher(cart.id, code, this.stamp());
      return { voucher, previous };
    });
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
   * recover-cart: copies the lines of a ?tvcart= link's cart into the visitor's own cart (created when they have
   * none). The browser is never attached to the linked cart, so the visitor keeps their cart and the link's owner
   * never sees what the visitor does next (issue 10). A wrong hash and a missing cart get the very same refusal.
   */
  async recover(hash: string, token: unknown, locale: string): Promise<R<'recoverCart'> & { newToken?: string }> {
    const linked = await this.carts.byRecoveryHash(hash);
    if (!linked) throw new ShopError(404, 'cart-link', 'cart-link-invalid');
    await this.catalogue.load();
    const own = await this.find(token);
    const lines = own?.id === linked.id ? [] : await this.items.list(linked.id);
    if (!own && lines.length === 0) {
      const empty = await this.view(undefined, locale);
      return { count: empty.count, cart: empty.cart };
    }
    // An unknown token is never adopted: a visitor without a cart of this server's gets a new one of their own.
    const { cart, newToken } = own ? { cart: own, newToken: undefined } : await this.ensure(undefined);
    await this.locked(cart, async ({ items }) => {
      const existing = await items.list(cart.id);
      const copies = linesToCopy(lines, existing);
      assertFits(existing, flattenLines(copies));
      if (copies.length) await items.insert(cart.id, copies, this.stamp());
    });
    const view = await this.view(cart, locale);
    return { count: view.count, cart: view.cart, ...(newToken ? { newToken } : {}) };
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
  ): Promise<{ totals: CartTotals; voucher?: { code: string; kind: string; value: number } }> {
    const snap = await this.catalogue.load();
    const voucher = cart?.voucherCode ? await this.vouchers.byCode(cart.voucherCode) : undefined;
    const totals = this.totalsOf(snap, items, voucher);
    return { totals, ...(voucher ? { voucher: { code: voucher.code, kind: voucher.kind, value: voucher.value } } : {}) };
  }

  /** The totals of these lines with this voucher: arithmetic only, no query (safe under a cart's lock). */
  private totalsOf(snap: CatalogueSnapshot, items: CartItemRow[], voucher: Voucher | undefined): CartTotals {
    const freeShippingProducts = snap.products.filter((p) => FREE_SHIPPING_REFERENCES.includes(p.reference)).map((p) => p.id);
    return cartTotals({ lines: items, voucher, shipping: snap.lists.shipping, now: this.now(), freeShippingProducts });
  }

  private async totalsFor(cart: CartRow, locale: string) {
    await this.used(cart);
    const fresh = (await this.carts.byId(cart.id)) ?? cart;
    const { totals } = await this.totals(fresh, await this.items.list(cart.id));
    return totalsFields(totals, locale);
  }
}

const count = (items: CartItemRow[]) => items.reduce((s, i) => s + i.quantity, 0);

/**
 * Writes a line with its design document only within the visitor's quota (issue 25): the document's bytes, as the
 * line stores them, are taken first (over the quota: a translated 429/413 and nothing written) and given back when
 * the write is refused after all (the cart is full...). A line without a design takes nothing.
 */
async function storingDesign<T>(quota: VisitorQuota, line: NewCartItem, write: () => Promise<T>): Promise<T> {
  const bytes = line.options.design === undefined ? 0 : Buffer.byteLength(JSON.stringify(line.options.design));
  await quota.take(bytes);
  try {
    return await write();
  } catch (err) {
    await quota.give(bytes);
    throw err;
  }
}

/** Refuses a write that would take the cart past a cap (rules/cart.ts), with the shopper's message. */
function assertFits(existing: readonly CapLine[], adding: readonly CapLine[], replacing: readonly CapLine[] = []): void {
  const refusal = cartCapRefusal(existing, adding, replacing);
  if (refusal === 'cart-full') throw new ShopError(400, 'cart-full', 'cart-full', { max: MAX_CART_LINES });
  if (refusal) throw new ShopError(400, 'quantity', 'cart-total-too-large');
}
const itemsTotal = (items: { unitPrice: number; quantity: number }[]) => items.reduce((s, i) => s + lineTotal(i), 0);
