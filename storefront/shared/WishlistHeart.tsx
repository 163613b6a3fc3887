import { useEffect } from 'react';
import { HeartButton } from './HeartButton';
import { loadWishlist, toggleWishlist, useWishlist } from './wishlist';

/** How long the wishlist's answer stays on screen. */
const MESSAGE_MS = 5000;

/** The wishlist heart of a product card or the product page: a toggle button named by the product. */
export function WishlistHeart({ productId, name, className = '' }: { productId: number; name: string; className?: string }) {
  const on = useWishlist((s) => s.ids.has(productId));
  const busy = useWishlist((s) => s.busy.has(productId));
  useEffect(() => loadWishlist(), []);
  return (
    <HeartButton
      name={name}
      on={on}
      busy={busy}
      onToggle={() => void toggleWishlist(productId)}
      className={`wishlist-heart ${className}`}
      size={20}
      testId="wishlist-heart"
    />
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
