import { useEffect } from 'react';
import { create } from 'zustand';
import { createDesignerPageData } from '../../data/designerPage';

// Wishlist hearts on the design library's results (issue 12: the state from get-wishlist-ids, the toggle through
// the wishlist's action with its stickerId, the server's message said politely). The product hearts' twin for designs.

const data = createDesignerPageData();

interface DesignWishlist {
  ids: Set<number> | null;
  busy: Set<number>;
  message: string | null;
}
const useDesignWishlist = create<DesignWishlist>(() => ({ ids: null, busy: new Set(), message: null }));

function load(): void {
  if (useDesignWishlist.getState().ids) return;
  useDesignWishlist.setState({ ids: new Set() });
  data.wishlistDesignIds().then(
    (ids) => useDesignWishlist.setState({ ids: new Set(ids) }),
    () => useDesignWishlist.setState({ ids: null }), // asked again by the next heart
  );
}

async function toggle(id: number): Promise<void> {
  const { busy } = useDesignWishlist.getState();
  if (busy.has(id)) return;
  useDesignWishlist.setState({ busy: new Set([...busy, id]) });
  try {
    const r = await data.toggleDesignWishlist(id);
    const ids = new Set(useDesignWishlist.getState().ids);
    if (r.action === 'add') ids.add(id);
    else ids.delete(id);
    useDesignWishlist.setState({ ids, message: r.message });
  } catch (e) {
    useDesignWishlist.setState({ message: (e as { errorMessage?: string }).errorMessage ?? 'Your wishlist could not be changed. Please try again.' });
  } finally {
    const left = new Set(useDesignWishlist.getState().busy);
    left.delete(id);
    useDesignWishlist.setState({ busy: left });
  }
}

export function DesignHeart({ id, name }: { id: number; name: string }) {
  const on = useDesignWishlist((s) => s.ids?.has(id) ?? false);
  const busy = useDesignWishlist((s) => s.busy.has(id));
  useEffect(load, []);
  return (
    <button
      type="button"
      className="designer-search__heart"
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={`Wishlist: ${name}`}
      title={on ? 'Remove from your wishlist' : 'Add to your wishlist'}
      onClick={() => void toggle(id)}
      data-testid="design-heart"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-9-8.6C1.6 8.5 3.4 5 6.8 5c2 0 3.3 1.1 4.2 2.4h2C13.9 6.1 15.2 5 17.2 5c3.4 0 5.2 3.5 3.8 6.4C19 15.6 12 20 12 20z" />
      </svg>
    </button>
  );
}

/** The wishlist's answer for designs, read out politely. */
export function DesignWishlistStatus() {
  const message = useDesignWishlist((s) => s.message);
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="design-wishlist-status">
      {message}
    </p>
  );
}
