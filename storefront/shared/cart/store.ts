import { create } from 'zustand';
import type { CartView } from '../../../contract/cart';
import { isApiError, isRefusal, shopperMessage, wasAborted } from '../../api/errors';
import { cartData } from '../../data/cart';
import { readPageFlags, type CartPageFlags } from './pageFlags';
import { updater, without } from '../../common/storeUpdate';
import { withItem, withQuantityAnswer, withTotals } from './totals';

// The slide-in cart's store (zustand, changed with plain objects: common/storeUpdate.ts): the server's cart view, what the shopper is changing, and the
// transient messages. Every number comes from the server; the store only shows the quantity being asked for while
// its request runs, and puts the server's back on failure.

/** The cart reloads this long after a successful voucher (SPEC.md section 9). */
export const VOUCHER_RELOAD_MS = 10_000;
/** The checkout buttons appear this long after the cart opens. */
export const FOOTER_DELAY_MS = 150;
/** A loader replaces the PayPal button this long after an extra is ticked or unticked. */
export const PAYPAL_LOADER_MS = 3_000;

export type ExtraKind = CartView['extras'][number]['kind'];
export type Message = { tone: 'success' | 'danger'; text: string };

export interface CartState {
  isOpen: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  view?: CartView;
  title: string;
  error?: string;
  flags: CartPageFlags;
  /** The quantity shown per item while its update runs (the server's otherwise). */
  pendingQuantity: Record<number, number>;
  itemMessage: Record<number, string>;
  removing: Record<number, boolean>;
  voucherSending: boolean;
  voucherMessage?: Message;
  extrasBusy: Partial<Record<ExtraKind, boolean>>;
  paypalLoading: boolean;
  footerVisible: boolean;
  /** The cart view of this opening was pushed to window.dataLayer (once per open). */
  viewTracked: boolean;
  /** Why a ?tvcart= link recovered nothing (the server's message), shown in the cart it opens instead. */
  recoveryMessage?: string;
}

export interface CartActions {
  openCart(opts?: { reload?: boolean }): void;
  closeCart(): void;
  load(): Promise<void>;
  /** Fills the view without opening (header count on page load). */
  refresh(): Promise<void>;
  showView(view: CartView, title?: string): void;
  setQuantity(id: number, quantity: number): Promise<void>;
  removeItem(id: number): Promise<void>;
  applyVoucher(code: string): Promise<void>;
  toggleExtra(kind: ExtraKind, checked: boolean): Promise<void>;
  /**
   * Recovers a ?tvcart= cart and opens it. A refused link (404 cart-link) opens the shopper's own cart with the
   * server's message; true either way. False when no answer came (the page then boots as without a link).
   */
  recover(hash: string): Promise<boolean>;
}

export type CartStore = CartState & CartActions;

const timers: { footer?: ReturnType<typeof setTimeout>; voucher?: ReturnType<typeof setTimeout>; paypal?: ReturnType<typeof setTimeout> } = {};
let loadController: AbortController | undefined;

const message = (err: unknown) => shopperMessage(err, 'Something went wrong. Please try again.');

export const useCart = create<CartStore>()((set, get) => {
  const update = updater<CartStore>(set);
  return {
    isOpen: false,
    status: 'idle',
    title: 'Your cart',
    flags: readPageFlags(),
    pendingQuantity: {},
    itemMessage: {},
    removing: {},
    voucherSending: false,
    extrasBusy: {},
    paypalLoading: false,
    footerVisible: false,
    viewTracked: false,

    openCart({ reload = true } = {}) {
      clearTimeout(timers.footer);
      update((s) => ({ viewTracked: s.isOpen && s.viewTracked, isOpen: true, footerVisible: false, flags: readPageFlags() }));
      timers.footer = setTimeout(() => set({ footerVisible: true }), FOOTER_DELAY_MS);
      if (reload) void get().load();
    },

    closeCart() {
      clearTimeout(timers.footer);
      update({ isOpen: false, footerVisible: false, voucherMessage: undefined, itemMessage: {}, recoveryMessage: undefined });
    },

    async load() {
      loadController?.abort();
      const controller = (loadController = new AbortController());
      update((s) => ({ status: s.view ? s.status : 'loading', error: undefined }));
      try {
        const flags = get().flags;
        const r = await cartData.view(flags.renderNewCart, controller.signal);
        get().showView(r.cart, r.title);
        // Cart-view tracking: once per opening, from the answer that fills the open cart.
        if (get().isOpen && !get().viewTracked) {
          set({ viewTracked: true });
          // Lazily: the tracking helper shares a chunk with the options popup's (loaded on its first use).
          void import('./tracking').then((m) => m.trackCartView(r.dataLayer, r.cart));
        }
      } catch (err) {
        if (wasAborted(err)) return;
        update({ status: 'error', error: message(err) });
      }
    },

    async refresh() {
      try {
        const r = await cartData.view(get().flags.renderNewCart);
        if (!get().view || get().status !== 'loading') get().showView(r.cart, r.title);
      } catch {
        // the header keeps the stored count
      }
    },

    showView(view, title) {
      update({ view, ...(title ? { title } : {}), status: 'ready', error: undefined, pendingQuantity: {} });
    },

    async setQuantity(id, quantity) {
      const item = get().view?.items.find((i) => i.id === id);
      if (!item || item.isLocked) return;
      update((s) => ({ pendingQuantity: { ...s.pendingQuantity, [id]: quantity }, itemMessage: without(s.itemMessage, id) }));
      try {
        // The previous request for this item is cancelled; the quantity is sent as a value (not a difference) so
        // that a cancelled request the server already applied cannot count twice.
        const r = await cartData.setQuantity(id, quantity);
        update((s) => (s.view ? { view: withQuantityAnswer(s.view, id, r), pendingQuantity: without(s.pendingQuantity, id) } : {}));
        if (r.quantity === 0 || r.count === 0) await afterRemoval(r.count);
      } catch (err) {
        if (wasAborted(err)) return;
        const serverQuantity = serverQuantityOf(err);
        const text = message(err);
        update((s) => ({
          pendingQuantity: without(s.pendingQuantity, id),
          view: s.view && serverQuantity !== undefined ? withItem(s.view, id, { quantity: serverQuantity }) : s.view,
          itemMessage: { ...s.itemMessage, [id]: text },
        }));
        clearItemMessageLater(id, text);
        // A refusal without the server's quantity (a payload the contract refused): the cart is reloaded instead.
        if (serverQuantity === undefined) await get().load();
      }
    },

    async removeItem(id) {
      update((s) => ({ removing: { ...s.removing, [id]: true }, itemMessage: without(s.itemMessage, id) }));
      try {
        const r = await cartData.remove(id);
        update((s) => {
          const view = s.view && withTotals(s.view, r);
          return { removing: without(s.removing, id), view: view && { ...view, items: view.items.filter((i) => i.id !== id && i.parentId !== id) } };
        });
        await afterRemoval(r.count);
      } catch (err) {
        const text = message(err);
        update((s) => ({ removing: without(s.removing, id), itemMessage: { ...s.itemMessage, [id]: text } }));
        clearItemMessageLater(id, text);
      }
    },

    async applyVoucher(raw) {
      const code = raw.trim();
      if (!code) return; // sent only when non-empty
      clearTimeout(timers.voucher);
      set({ voucherSending: true, voucherMessage: undefined });
      try {
        const r = await cartData.checkVoucher(code);
        set({ voucherSending: false, voucherMessage: { tone: 'success', text: r.explanation } });
        if (r.reload) await get().load();
        timers.voucher = setTimeout(() => {
          set({ voucherMessage: undefined });
          if (get().isOpen) void get().load();
        }, VOUCHER_RELOAD_MS);
      } catch (err) {
        set({ voucherSending: false, voucherMessage: { tone: 'danger', text: message(err) } });
        const body = isApiError(err) ? (err.body as { reload?: unknown } | undefined) : undefined;
        if (body?.reload === true) await get().load();
      }
    },

    async toggleExtra(kind, checked) {
      const extra = get().view?.extras.find((e) => e.kind === kind);
      if (!extra) return;
      clearTimeout(timers.paypal);
      update((s) => ({
        extrasBusy: { ...s.extrasBusy, [kind]: true },
        paypalLoading: true,
        view: s.view && { ...s.view, extras: s.view.extras.map((e) => (e.kind === kind ? { ...e, checked } : e)) },
      }));
      timers.paypal = setTimeout(() => set({ paypalLoading: false }), PAYPAL_LOADER_MS);
      try {
        if (checked) {
          await cartData.addExtra(extra.productId);
        } else {
          const item = get().view?.items.find((i) => i.productId === extra.productId);
          if (item) await cartData.remove(item.id);
        }
      } catch (err) {
        update({ voucherMessage: { tone: 'danger', text: message(err) } });
      } finally {
        await get().load();
        update((s) => ({ extrasBusy: without(s.extrasBusy, kind) }));
      }
    },

    async recover(hash) {
      try {
        const r = await cartData.recover(hash);
        get().showView(r.cart);
        get().openCart({ reload: false });
        return true;
      } catch (err) {
        if (!isRefusal(err)) return false;
        set({ recoveryMessage: err.errorMessage });
        get().openCart();
        return true;
      }
    },
  };
});

/** How long an item's error message stays. */
export const ITEM_MESSAGE_MS = 6_000;

function clearItemMessageLater(id: number, text: string): void {
  setTimeout(() => {
    if (useCart.getState().itemMessage[id] !== text) return;
    useCart.setState((s) => ({ itemMessage: without(s.itemMessage, id) }));
  }, ITEM_MESSAGE_MS);
}

/** The quantity an update-item-quantity refusal carries (the server's), if any. */
function serverQuantityOf(err: unknown): number | undefined {
  if (!isApiError(err)) return undefined;
  const q = (err.body as { quantity?: unknown } | undefined)?.quantity;
  return typeof q === 'number' && Number.isInteger(q) && q >= 0 ? q : undefined;
}

/** Removing the last item closes the cart; otherwise the cart re-renders from the server. */
async function afterRemoval(count: number): Promise<void> {
  const { closeCart, load } = useCart.getState();
  if (count === 0) {
    closeCart();
    await load();
  } else {
    await load();
  }
}
