import { SidePanel } from '../ui/SidePanel';
import { Spinner } from '../ui/Spinner';
import { CartFooter } from './CartFooter';
import { CartItemRow } from './CartItemRow';
import { CartLink } from './CartLink';
import { ExtrasSection } from './ExtrasSection';
import { visibleItems } from '../shared/cart/quantity';
import { ShippingProgressBar, ShippingSummary } from './ShippingSummary';
import { useCart } from '../shared/cart/store';
import { itemCountLabel } from '../shared/cart/totals';
import { VoucherForm } from './VoucherForm';
import './cart.css';

/** The slide-in shopping cart (SPEC.md section 2): old or new layout by the page's renderNewCart flag. */
export default function CartPanel() {
  const isOpen = useCart((s) => s.isOpen);
  const status = useCart((s) => s.status);
  const view = useCart((s) => s.view);
  const error = useCart((s) => s.error);
  const recoveryMessage = useCart((s) => s.recoveryMessage);
  const flags = useCart((s) => s.flags);
  const closeCart = useCart((s) => s.closeCart);
  const load = useCart((s) => s.load);
  const layout = flags.renderNewCart ? 'new' : 'old';
  const items = view ? visibleItems(view.items, flags.control2Status) : [];

  return (
    <SidePanel
      open={isOpen}
      onOpenChange={(o) => !o && closeCart()}
      title={
        <>
          Your cart
          {view && view.count > 0 && <span className="cart-title__count"> · {itemCountLabel(view.count)}</span>}
        </>
      }
      closeLabel="Close cart"
      testId="cart-panel"
      footer={view && view.items.length > 0 ? <CartFooter /> : undefined}
    >
      <div className={`cart cart--${layout}`} data-layout={layout} data-testid="cart" aria-busy={status === 'loading'}>
        {recoveryMessage && (
          <div className="cart-alert cart-alert--danger" role="alert" data-testid="cart-recovery-message">
            <p>{recoveryMessage}</p>
          </div>
        )}
        {status === 'loading' && !view && <Spinner label="Loading your cart" />}
        {status === 'error' && (
          <div className="cart-alert cart-alert--danger" role="alert" data-testid="cart-error">
            <p>{error}</p>
            <button type="button" className="button" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {view && view.items.length === 0 && status !== 'error' && (
          <div className="cart-empty" data-testid="cart-empty">
            <p className="cart-empty__title">Your cart is empty</p>
            <p>Made-to-measure stickers, blinds and prints are waiting for you.</p>
            <button type="button" className="button button--primary" onClick={closeCart}>
              Keep shopping
            </button>
          </div>
        )}
        {view && view.items.length > 0 && (
          <>
            {layout === 'new' && <ShippingProgressBar view={view} />}
            <ul className="cart-items" aria-label="Items in your cart" data-testid="cart-items">
              {items.map((item) => (
                <CartItemRow key={item.id} item={item} layout={layout} />
              ))}
            </ul>
            {layout === 'new' && <ExtrasSection extras={view.extras} />}
            <VoucherForm />
            <ShippingSummary view={view} layout={layout} />
            {layout === 'old' && <ExtrasSection extras={view.extras} />}
            {view.recoveryHash && <CartLink recoveryHash={view.recoveryHash} />}
          </>
        )}
      </div>
    </SidePanel>
  );
}
