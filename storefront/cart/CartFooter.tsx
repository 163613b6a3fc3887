import { markInCheckout } from '../shared/cart/cookies';
import { useCart } from '../shared/cart/store';

/** Checkout, PayPal and Amazon Pay (the wallets are UI only). Shown 150 ms after the cart opens. */
export function CartFooter() {
  const visible = useCart((s) => s.footerVisible);
  const paypalLoading = useCart((s) => s.paypalLoading);
  const view = useCart((s) => s.view);
  if (!view || view.items.length === 0) return null;
  return (
    <div className={`cart-footer${visible ? ' cart-footer--visible' : ''}`} data-testid="cart-footer" hidden={!visible}>
      <a className="button button--primary cart-footer__checkout" href="/checkout" onClick={() => markInCheckout(document)} data-testid="cart-checkout">
        Checkout · {view.formatted.grandTotal}
      </a>
      <div className="cart-footer__wallets">
        {paypalLoading ? (
          <div className="cart-wallet cart-wallet--loading" role="status" data-testid="cart-paypal-loading">
            <span className="spinner__wheel" aria-hidden="true" />
            <span className="visually-hidden">Updating PayPal…</span>
          </div>
        ) : (
          <button type="button" className="cart-wallet cart-wallet--paypal" aria-label="Pay with PayPal" data-testid="cart-paypal">
            <span className="cart-wallet__pay">Pay</span>
            <span className="cart-wallet__pal">Pal</span>
          </button>
        )}
        <button type="button" className="cart-wallet cart-wallet--amazon" aria-label="Pay with Amazon Pay" data-testid="cart-amazon-pay">
          amazon <span>pay</span>
        </button>
      </div>
    </div>
  );
}
