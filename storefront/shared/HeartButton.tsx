// The wishlist heart, one for products (WishlistHeart.tsx) and library designs (designer/menu/DesignHeart.tsx):
// a toggle button named by the thing it keeps; each caller brings its own state, look and test id.

const HEART_PATH = 'M12 20s-7-4.4-9-8.6C1.6 8.5 3.4 5 6.8 5c2 0 3.3 1.1 4.2 2.4h2C13.9 6.1 15.2 5 17.2 5c3.4 0 5.2 3.5 3.8 6.4C19 15.6 12 20 12 20z';

export function HeartButton({
  name,
  on,
  busy,
  onToggle,
  className,
  size,
  testId,
}: {
  name: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
  className: string;
  /** The heart's drawn size in px. */
  size: number;
  testId: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-pressed={on}
      aria-busy={busy || undefined}
      aria-label={`Wishlist: ${name}`}
      title={on ? 'Remove from your wishlist' : 'Add to your wishlist'}
      data-testid={testId}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path d={HEART_PATH} />
      </svg>
    </button>
  );
}
