import { create } from 'zustand';
import { useCart } from './store';
import { readCartCount, saveCartCount } from './storage';

/**
 * What the header shows about the cart: item count and formatted total. It mirrors the slide-in cart's store (the
 * server's numbers) and keeps the count in local storage so the next page shows it before the server answers.
 * `open()` opens the slide-in cart and reloads it: the product options popup calls it after a successful add or modify.
 */
export interface CartSummary {
  count: number;
  /** Formatted grand total from the server, e.g. "€24.95"; empty until the server has answered. */
  formattedTotal: string;
  /** Opens the slide-in cart and refreshes it from the server. */
  open: () => void;
}

export const useCartSummary = create<CartSummary>(() => ({
  count: 0,
  formattedTotal: '',
  open: () => useCart.getState().openCart({ reload: true }),
}));
// The stored count comes after the first state: a page the server rendered (with no cart: it reads no local storage)
// hydrates with the first state, then shows this one, so the two renders agree (zustand's server snapshot).
useCartSummary.setState({ count: readCartCount() });

// The cart's view is the source of truth: every change of it updates the header and the stored count.
useCart.subscribe((state, prev) => {
  const view = state.view;
  if (!view || view === prev.view) return;
  const formattedTotal = view.count > 0 ? view.formatted.grandTotal : '';
  const summary = useCartSummary.getState();
  if (summary.count !== view.count || summary.formattedTotal !== formattedTotal) useCartSummary.setState({ count: view.count, formattedTotal });
  saveCartCount(view.count);
});

// Counts set directly (the options popup after an add) are stored too.
useCartSummary.subscribe((s, prev) => {
  if (s.count !== prev.count) saveCartCount(s.count);
});
