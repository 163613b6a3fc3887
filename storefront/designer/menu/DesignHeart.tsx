import { useEffect } from 'react';
import { create } from 'zustand';
import { createDesignerPageData } from '../../data/designerPage';
import { HeartButton } from '../../shared/HeartButton';
import { shopperMessage } from '../../api/errors';

// Wishlist hearts on the design library's results (issue 12: the state from get-wishlist-ids, the toggle through
// the wishlist's action with its stickerId, the server's message said politely). The button is the products' one (shared/HeartButton.tsx).

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
    useDesignWishlist.setState({ message: shopperMessage(e, 'Your wishlist could not be changed. Please try again.') });
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
  return <HeartButton name={name} on={on} busy={busy} onToggle={() => void toggle(id)} className="designer-search__heart" size={16} testId="design-heart" />;
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
