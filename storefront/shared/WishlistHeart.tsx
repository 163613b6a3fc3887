import { useEffect } from 'react';
import { loadWishlist, toggleWishlist, useWishlist } from './wishlist';

/** How long the wishlist's answer stays on screen. */
const MESSAGE_MS = 5000;

/** The wishlist heart of a product card or the product page: a toggle button named by the product. */
export function WishlistHeart({ productId, name, className = '' }: { productId: number; name: string; className?: string }) {
  const on = useWishlist((s) => s.ids.has(productId));
  const busy = useWishlist((s) => s.busy.has(productId));
  useEffect(() => loadWishlist(), []);
  return (
    <button
      type="button"
      className={`wishlist-heart ${className}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={`Wishlist: ${name}`}
      title={on ? 'Remove from your wishlist' : 'Add to your wishlist'}
      data-testid="wishlist-heart"
      onClick={() => void toggleWishlist(productId)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-9-8.6C1.6 8.5 3.4 5 6.8 5c2 0 3.3 1.1 4.2 2.4h2C13.9 6.1 15.2 5 17.2 5c3.4 0 5.2 3.5 3.8 6.4C19 15.6 12 20 12 20z" />
      </svg>
    </button>
  );
}

/** The page's one status line for the wishlist's answers (the server's message), announced politely. */
export function WishlistStatus() {
  const message = useWishlist((s) => s.message);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => useWishlist.setState({ message: null }), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <p className={`wishlist-status${message ? ` wishlist-status--${message.tone}` : ''}`} role="status" data-testid="wishlist-status">
      {message?.text}
    </p>
  );
}
