import { create } from 'zustand';
import { discoveryData, type DiscoveryData } from '../data/discovery';
import { shopperMessage } from '../api/errors';

// The wishlist hearts (SPEC.md sections 2 and 3): which products are on the visitor's wishlist comes from
// get-wishlist-product-ids, loaded once per page load on the first heart shown; a heart toggles through the wishlist
// form's action, and its answer (done, action, message) sets the heart and the message the page announces.

export interface WishlistState {
  ids: ReadonlySet<number>;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Products whose toggle is in flight: their heart is busy, a second click waits. */
  busy: ReadonlySet<number>;
  /** The server's last message ("Added to your wishlist"), for the page's status line. */
  message: { text: string; tone: 'success' | 'danger'; at: number } | null;
}

export const useWishlist = create<WishlistState>(() => ({ ids: new Set(), status: 'idle', busy: new Set(), message: null }));

export function loadWishlist(data: Pick<DiscoveryData, 'wishlistProductIds'> = discoveryData): void {
  const { status } = useWishlist.getState();
  if (status === 'loading' || status === 'ready') return;
  useWishlist.setState({ status: 'loading' });
  data.wishlistProductIds().then(
    (ids) => useWishlist.setState({ ids: new Set(ids), status: 'ready' }),
    () => useWishlist.setState({ status: 'error' }),
  );
}

const with_ = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

export async function toggleWishlist(productId: number, data: Pick<DiscoveryData, 'toggleWishlist'> = discoveryData): Promise<void> {
  if (useWishlist.getState().busy.has(productId)) return;
  useWishlist.setState((s) => ({ busy: with_(s.busy, productId, true) }));
  try {
    const r = await data.toggleWishlist(productId);
    useWishlist.setState((s) => ({ ids: with_(s.ids, productId, r.action === 'add'), message: { text: r.message, tone: 'success', at: Date.now() } }));
  } catch (error) {
    const text = shopperMessage(error, 'Your wishlist could not be changed. Please try again.');
    useWishlist.setState({ message: { text, tone: 'danger', at: Date.now() } });
  } finally {
    useWishlist.setState((s) => ({ busy: with_(s.busy, productId, false) }));
  }
}
