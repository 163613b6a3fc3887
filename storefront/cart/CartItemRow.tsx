import type { CartItem } from '../../contract/cart';
import { navigate } from 'wouter/use-browser-location';
import { openModifyItem } from '../common/popupHost';
import { QuantityStepper } from '../ui/QuantityStepper';
import { quantityChoices } from '../shared/cart/quantity';
import { useCart } from '../shared/cart/store';
import { isLetteringPicture, pictureAttributes } from '../../contract/pictures';
import { effectFilter, shapeStyle } from '../common/preview';

/** One cart item: picture, title and options, quantity stepper (new layout) or dropdown (old), line total, remove. */
export function CartItemRow({ item, layout }: { item: CartItem; layout: 'new' | 'old' }) {
  const pending = useCart((s) => s.pendingQuantity[item.id]);
  const note = useCart((s) => s.itemMessage[item.id]);
  const removing = useCart((s) => !!s.removing[item.id]);
  const setQuantity = useCart((s) => s.setQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const quantity = pending ?? item.quantity;
  // The server names each line's floor and ceiling (0 for control and charger items).
  const min = item.minQuantity;
  const qtyLabel = `Quantity of ${item.title}`;
  // Locked items (service extras, locked complements) are not the shopper's to change: extras untick below.
  const canRemove = !item.isLocked;
  // A linked accessory is chosen in its parent's options (its own popup could only say it is not sold alone): Change
  // opens the parent's, where the accessory's section is.
  const parent = useCart((s) => (item.parentId !== undefined && item.linkToParent ? s.view?.items.find((i) => i.id === item.parentId) : undefined));

  return (
    <li
      className={`cart-item${item.linkToParent ? ' cart-item--linked' : ''}${removing ? ' cart-item--removing' : ''}`}
      data-testid="cart-item"
      data-item-id={item.id}
      data-reference={item.analytics.reference}
    >
      <div className="cart-item__image" aria-hidden="true">
        {item.image ? (
          <img
            {...pictureAttributes(item.image, 'thumbnail')}
            className={isLetteringPicture(item.image) ? 'cart-item__lettering' : undefined}
            style={{ filter: effectFilter(item.image), ...shapeStyle(item.image) }}
            alt=""
            loading="lazy"
            width={72}
            height={72}
          />
        ) : (
          <span className="cart-item__placeholder" />
        )}
      </div>
      <div className="cart-item__main">
        <div className="cart-item__head">
          <h3 className="cart-item__title">{item.title}</h3>
          <span className="cart-item__total" data-testid="cart-item-total">
            {item.formattedTotalPrice}
          </span>
        </div>
        {item.description && <p className="cart-item__description">{item.description}</p>}
        <p className="cart-item__unit">
          {item.isLocked ? (item.parentId ? 'Goes with the item above' : 'Untick it below to remove it') : `${item.formattedUnitPrice} each`}
        </p>
        <div className="cart-item__actions">
          {item.isLocked ? (
            <span className="cart-item__qty-fixed" data-testid="cart-item-quantity-fixed">
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v6.5h-9z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
              </svg>
              Fixed quantity: {item.quantity}
            </span>
          ) : layout === 'new' ? (
            <QuantityStepper
              value={quantity}
              min={min}
              max={item.maxQuantity}
              label={qtyLabel}
              onChange={(q) => void setQuantity(item.id, q)}
              testId="cart-item-quantity"
              disabled={removing}
            />
          ) : (
            <label className="cart-item__select">
              <span className="visually-hidden">{qtyLabel}</span>
              <select
                value={quantity}
                onChange={(e) => void setQuantity(item.id, Number(e.target.value))}
                data-testid="cart-item-quantity-select"
                disabled={removing}
              >
                {quantityChoices(quantity, min, 10, item.maxQuantity).map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
            </label>
          )}
          {!item.isLocked && (
            <button
              type="button"
              className="cart-link"
              onClick={() => (item.editUrl ? openDesigner(item.editUrl) : openModifyItem(parent ? parent.id : item.id))}
              aria-label={
                item.editUrl
                  ? `Change the design of ${item.title}`
                  : parent
                    ? `Change ${item.title} in the options of ${parent.title}`
                    : `Change options of ${item.title}`
              }
              data-testid="cart-item-modify"
            >
              {parent ? `Change with ${parent.title}` : 'Change'}
            </button>
          )}
          {canRemove && (
            <button
              type="button"
              className="cart-link cart-link--danger"
              onClick={() => void removeItem(item.id)}
              aria-label={`Remove ${item.title}`}
              disabled={removing}
              data-testid="cart-item-remove"
            >
              Remove
            </button>
          )}
        </div>
        {note && (
          <p className="cart-item__message" role="alert" data-testid="cart-item-message">
            {note}
          </p>
        )}
      </div>
    </li>
  );
}

/** A designed item changes in the designer: the cart closes and the designer opens on the item's design. */
function openDesigner(url: string): void {
  useCart.getState().closeCart();
  navigate(url);
}
