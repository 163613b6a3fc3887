import { useEffect } from 'react';
import { Link } from 'wouter';
import type { CartView } from '../../contract/cart';
import { cartData } from '../data/cart';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { markInCheckout } from '../shared/cart/cookies';
import { readPageFlags } from '../shared/cart/pageFlags';
import { visibleItems } from '../shared/cart/quantity';
import { useCart } from '../shared/cart/store';
import { itemCountLabel } from '../shared/cart/totals';
import { LinesTable } from '../shared/LinesTable';
import { cartFigures, Totals } from '../shared/Totals';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../common/useRequest';
import { CheckoutForm } from './CheckoutForm';
import './checkout.css';

// The /checkout page (lazily loaded). Checkout and payment pages are outside the spec (SPEC.md section 9): the order
// summary exactly as /ajax/shopping/shopping-cart answers it, the in-checkout cookie, the contact and delivery form
// that places the order (issue 14; it then opens /order/<token>), and plain words that payment is not part of this
// shop. Every number is the server's.
//
// The page asks the server itself, then hands the answer to the cart store, so the header agrees and later changes
// made in the slide-in cart ("Back to the cart") show here at once.

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const request = useRequest('checkout-cart', (signal) =>
    cartData.view(readPageFlags().renderNewCart, signal).then((r) => {
      useCart.getState().showView(r.cart, r.title);
      return r;
    }),
  );
  const storeView = useCart((s) => s.view);
  // The store's view once our own answer is in (it follows later changes); our answer until then.
  const view = request.status === 'done' ? (storeView ?? request.data.cart) : undefined;
  const hasItems = !!view && view.items.length > 0;

  // The shopper is in checkout while the page shows a cart with items (end of day, like the checkout button).
  useEffect(() => {
    if (hasItems) markInCheckout(document);
  }, [hasItems]);

  return (
    <section className="checkout" aria-labelledby="checkout-title" data-testid="checkout">
      <h1 id="checkout-title">Checkout</h1>
      {request.status === 'loading' && <Spinner label="Loading your order" />}
      {request.status === 'error' && <ErrorMessage title="Your order could not be loaded" message={request.message} onRetry={request.retry} />}
      {view && !hasItems && <EmptyCheckout />}
      {view && hasItems && <Summary view={view} />}
    </section>
  );
}

function EmptyCheckout() {
  return (
    <div className="checkout-card checkout-empty" data-testid="checkout-empty">
      <p className="checkout-empty__title">Your cart is empty</p>
      <p>There is nothing to check out yet. Made-to-measure stickers, blinds and prints are waiting for you.</p>
      <Link href="/" className="button button--primary" data-testid="checkout-back-to-shop">
        Back to the shop
      </Link>
    </div>
  );
}

function Summary({ view }: { view: CartView }) {
  const items = visibleItems(view.items, readPageFlags().control2Status);
  return (
    <>
      <div className="checkout-notice" role="note" data-testid="checkout-demo-notice">
        <p className="checkout-notice__title">This is a demo shop: there is no payment step</p>
        <p>Payment is not part of this demo, so nothing is charged: your order is recorded as awaiting payment.</p>
      </div>

      <section className="checkout-card" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
        <h2 id="checkout-summary-title">
          Order summary <span className="checkout-count">· {itemCountLabel(view.count)}</span>
        </h2>
        <LinesTable
          lines={items.map((item) => ({
            id: item.id,
            title: item.title,
            description: item.description,
            quantity: item.quantity,
            unitPrice: item.formattedUnitPrice,
            total: item.formattedTotalPrice,
          }))}
          unitPrices
          testId="checkout-items"
          rowTestId="checkout-item"
        />

        <Totals figures={cartFigures(view)} className="checkout-totals" testIdPrefix="checkout" />
      </section>

      <CheckoutForm />

      <div className="checkout-actions">
        <button type="button" className="button" onClick={() => useCart.getState().openCart()} data-testid="checkout-back-to-cart">
          Back to the cart
        </button>
        <Link href="/" className="button button--primary" data-testid="checkout-back-to-shop">
          Back to the shop
        </Link>
      </div>
    </>
  );
}
