import { addToCartBlockingCalls, useInFlight } from '../api/inflight';
import { Price } from '../ui/Price';
import { QuantityStepper } from '../ui/QuantityStepper';
import { useOptions, useOptionsContext } from './context';
import { upSellPending } from './model/extras';

/** Quantity, the live price (or why there is none) and the add / update button. */
export function OptionsFooter() {
  const { controller } = useOptionsContext();
  const s = useOptions((x) => x);
  const blocking = useInFlight(addToCartBlockingCalls);
  const disabled = blocking || !s.ready || s.adding || s.uploading || upSellPending(s.upSell);
  const label = s.mode === 'modify' ? 'Update cart item' : 'Add to cart';
  return (
    <div className="options-footer">
      <div className="options-footer__row">
        <QuantityStepper label="Quantity" value={s.quantity} onChange={(q) => s.setQuantity(q)} testId="quantity" />
        <div
          className={`options-footer__price${blocking && s.price ? ' options-footer__price--updating' : ''}`}
          aria-live="polite"
          aria-busy={blocking || undefined}
          data-testid="live-price-box"
        >
          {s.price?.formattedTotalPrice ? (
            <>
              <Price formatted={s.price.formattedTotalPrice} size="lg" testId="live-price" />
              <p className="options-footer__breakdown" data-testid="live-price-breakdown">
                Item {s.price.formattedPrice}
                {s.price.formattedOldPrice && (
                  <s className="price__old">
                    {' '}
                    <span className="visually-hidden">was </span>
                    {s.price.formattedOldPrice}
                  </s>
                )}
                {s.price.formattedExtrasPrice && ` + accessories ${s.price.formattedExtrasPrice}`}
                {s.price.formattedUpSellingPrice && ` + personalised text ${s.price.formattedUpSellingPrice}`}
              </p>
            </>
          ) : s.price ? (
            <Price formatted={s.price.formattedPrice} formattedOld={s.price.formattedOldPrice} size="lg" testId="live-price" />
          ) : (
            <p className="options-footer__no-price" data-testid="live-price-missing">
              {blocking ? 'Calculating price…' : s.priceFailed ? 'We could not get the price. The cart will show it.' : 'Complete your choice to see the price'}
            </p>
          )}
          {blocking && s.price && (
            <p className="options-footer__updating" data-testid="live-price-updating">
              Updating price…
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className="button button--primary options-footer__add"
        // aria-disabled, not disabled: the button keeps focus while adding (a disabled one dropped it to the page body,
        // and the info dialog of a refusal had nowhere to return it) and Tab still reaches it.
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) void controller.addToCart();
        }}
        data-testid="add-to-cart"
        data-ready={s.ready ? 'true' : 'false'}
      >
        {s.adding ? 'Adding…' : label}
      </button>
    </div>
  );
}
