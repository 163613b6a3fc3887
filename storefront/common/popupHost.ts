import { create } from 'zustand';

// Which options popup is open: quick-add from a product list (slide-up) or modify from the cart (dialog). The cart
// opens the modify popup with openModifyItem(itemId); product lists open quick-add with openQuickAdd(productId).

export type PopupRequest = { kind: 'quick-add'; productId: number; key: number } | { kind: 'modify'; itemId: number; key: number };

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

/** `?modify=<cart item id>` in the address opens the modify popup (a link from the cart or an e-mail). */
export function modifyItemFromQuery(search: string): number | undefined {
  const v = new URLSearchParams(search).get('modify');
  return v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : undefined;
}
