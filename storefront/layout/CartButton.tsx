import { useCartSummary } from '../shared/cart/cartSummary';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.5a2 2 0 0 0 1.9-1.4L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** Header cart button: item count and total; opens the slide-in cart. */
export function CartButton() {
  const { count, formattedTotal, open } = useCartSummary();
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button
      type="button"
      className="cart-button"
      onClick={open}
      aria-haspopup="dialog"
      aria-label={`Cart, ${items}${formattedTotal ? `, ${formattedTotal}` : ''}`}
      data-testid="cart-button"
    >
      <span className="cart-button__icon">
        <CartIcon />
        <span className="cart-button__count" data-testid="cart-count">
          {count}
        </span>
      </span>
      <span className="cart-button__text" aria-hidden="true">
        <span className="cart-button__label">Cart</span>
        <span className="cart-button__total" data-testid="cart-total">
          {formattedTotal || items}
        </span>
      </span>
    </button>
  );
}
