import { create } from 'zustand';

// Which options popup is open: quick-add from a product list (slide-up) or modify from the cart (dialog). The cart
// opens the modify popup with openModifyItem(itemId); product lists open quick-add with openQuickAdd(productId).

export type PopupKind = { kind: 'quick-add'; productId: number } | { kind: 'modify'; itemId: number };
export type PopupRequest = PopupKind & { key: number };

interface PopupHostState {
  request: PopupRequest | null;
  openQuickAdd(productId: number): void;
  openModifyItem(itemId: number): void;
  close(): void;
}

let key = 0;

export const usePopupHost = create<PopupHostState>((set) => ({
  request: null,
  openQuickAdd: (productId) => set({ request: { kind: 'quick-add', productId, key: ++key } }),
  openModifyItem: (itemId) => set({ request: { kind: 'modify', itemId, key: ++key } }),
  close: () => set({ request: null }),
}));

export const openQuickAdd = (productId: number) => usePopupHost.getState().openQuickAdd(productId);
export const openModifyItem = (itemId: number) => usePopupHost.getState().openModifyItem(itemId);

/** The query parameter of a product list's Quick add: its form submits it when tapped before the app has started. */
export const QUICK_ADD_PARAM = 'quick-add';

/** A positive id in the address's `name` parameter. */
function idFromQuery(search: string, name: string): number | undefined {
  const v = new URLSearchParams(search).get(name);
  return v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}

/** `?modify=<cart item id>` in the address opens the modify popup (a link from the cart or an e-mail). */
export const modifyItemFromQuery = (search: string) => idFromQuery(search, 'modify');

/** `?quick-add=<product id>` opens the quick-add popup over the list (ProductCard's form, tapped before the takeover). */
export const quickAddFromQuery = (search: string) => idFromQuery(search, QUICK_ADD_PARAM);

/** The popup the address asks for on start, if any. */
export function popupFromQuery(search: string): PopupKind | undefined {
  const itemId = modifyItemFromQuery(search);
  if (itemId !== undefined) return { kind: 'modify', itemId };
  const productId = quickAddFromQuery(search);
  return productId === undefined ? undefined : { kind: 'quick-add', productId };
}
