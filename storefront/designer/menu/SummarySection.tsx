import { useEffect, useRef, useState } from 'react';
import type { DesignDocument } from '../../../editor-engine';
import { shopperMessage, wasAborted } from '../../api/errors';
import { createDesignerPageData } from '../../data/designerPage';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { designPricePayload, type DesignProduct } from '../designPrice';
import type { Response } from '../../../contract';
import type { Run } from './run';

// The summary: quantity, the live price (calculate-custom-price, only when SPEC.md section 5 allows it; a warning is a
// message, an error the shopper's to fix) and the add button, which shows its loader while the design is exported,
// uploaded and added (SPEC.md section 4), and is enabled again after a failure.

const data = createDesignerPageData();

type Price = { kind: 'none' } | { kind: 'loading' } | { kind: 'ok'; formatted: string; warning?: string } | { kind: 'error'; message: string };

interface SummaryProps {
  run: Run;
  doc: DesignDocument;
  /** The product's packs, formats and sizes: what the document alone cannot price. */
  product: DesignProduct;
  /** Adds (or updates) the cart item; resolves when done, rejects with the shopper's message. */
  onAdd: () => Promise<void>;
  updating: boolean;
  /** The preflight's warnings in the shopper's words: shown, never blocking the add. */
  checks: { key: string; strong: boolean; text: string }[];
}

type Selector = Response<'getQuantitySelector'>['quantitySelector'];

export function SummarySection({ run, doc, product, onAdd, updating, checks }: SummaryProps) {
  const [price, setPrice] = useState<Price>({ kind: 'none' });
  // The product's quantity selector (get-quantity-selector): its limits and usual quantities. Its totals are the
  // product's default configuration, not this design's: the live price answers the design's total instead.
  const [selector, setSelector] = useState<Selector>();
  const productId = doc.product.productId;
  useEffect(() => {
    let live = true;
    data.quantitySelector({ productId }).then(
      (r) => live && setSelector(r.quantitySelector),
      () => undefined, // the stepper works without it
    );
    return () => {
      live = false;
    };
  }, [productId]);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string>();
  const payload = designPricePayload(doc, product);
  const key = JSON.stringify(payload ?? null);

  useEffect(() => {
    if (!payload) return setPrice({ kind: 'none' });
    let live = true;
    setPrice({ kind: 'loading' });
    data.livePrice('designer-price', payload).then(
      (r) => {
        if (!live) return;
        if (r.error !== undefined || r.formattedPrice === undefined) setPrice({ kind: 'error', message: r.error ?? 'This design cannot be priced yet.' });
        else setPrice({ kind: 'ok', formatted: r.formattedPrice, warning: r.warning });
      },
      (e: unknown) => {
        if (live && !wasAborted(e)) setPrice({ kind: 'error', message: shopperMessage(e, 'The price could not be calculated. Please try again.') });
      },
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the payload is keyed by its JSON

  // SPEC.md section 4: a price error is shown in the info dialog (and stays under the price until fixed)
  const errorDialog = useRef<HTMLDialogElement>(null);
  const priceError = price.kind === 'error' ? price.message : undefined;
  useEffect(() => {
    if (priceError && !errorDialog.current?.open) errorDialog.current?.showModal();
  }, [priceError]);

  const ready = price.kind === 'ok' && !adding;
  return (
    <div className="designer-summary">
      <QuantityStepper
        label="Quantity"
        value={doc.product.quantity}
        onChange={(quantity) => run('setQuantity', { quantity })}
        min={selector?.min}
        max={selector?.max}
        testId="designer-quantity"
      />
      {selector && selector.options.length > 0 && (
        <label className="field designer-summary__usual">
          <span className="field__label">Usual quantities</span>
          <select
            className="field__input"
            value={selector.options.some((o) => o.quantity === doc.product.quantity) ? doc.product.quantity : ''}
            onChange={(e) => e.target.value && run('setQuantity', { quantity: Number(e.target.value) })}
            data-testid="designer-usual-quantities"
          >
            <option value="">Another quantity</option>
            {selector.options.map((o) => (
              <option key={o.quantity} value={o.quantity}>
                {o.quantity}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="designer-summary__price" aria-live="polite" aria-busy={price.kind === 'loading'} data-testid="designer-price">
        {price.kind === 'ok' && <p className="price price--lg">{price.formatted}</p>}
        {price.kind === 'ok' && price.warning && <p className="alert alert--warning">{price.warning}</p>}
        {price.kind === 'loading' && <p className="hint">Calculating price…</p>}
        {price.kind === 'error' && (
          <p className="alert alert--danger" role="alert">
            {price.message}
          </p>
        )}
        {/* no payload: something the price needs is missing (a size of the chosen panels, a format, a pack...) */}
        {price.kind === 'none' && <p className="hint">Choose the size to see the price.</p>}
      </div>
      <dialog ref={errorDialog} className="font-modal" aria-labelledby="designer-price-error-title" data-testid="designer-price-error">
        <h2 id="designer-price-error-title">Please check your design</h2>
        <p>{priceError}</p>
        <div className="font-modal__actions">
          <button type="button" className="button button--primary" onClick={() => errorDialog.current?.close()}>
            OK
          </button>
        </div>
      </dialog>
      {checks.length > 0 && (
        <div className="designer-preflight" role="status" data-testid="designer-preflight">
          <p className="field__label">Print check</p>
          <ul>
            {checks.map((c) => (
              <li key={c.key} className={`alert ${c.strong ? 'alert--danger' : 'alert--warning'}`}>
                {c.text}
              </li>
            ))}
          </ul>
          <p className="hint">You can still add it to the cart: these are warnings, not errors.</p>
        </div>
      )}
      <button
        type="button"
        className="button button--primary designer-summary__add"
        aria-disabled={!ready}
        onClick={() => {
          if (!ready) return;
          setAdding(true);
          setError(undefined);
          onAdd().then(
            () => setAdding(false),
            (e: Error) => {
              setAdding(false);
              setError(e.message || 'Error');
            },
          );
        }}
        data-testid="designer-add-to-cart"
      >
        {adding ? (updating ? 'Updating…' : 'Adding…') : updating ? 'Update cart item' : 'Add to cart'}
      </button>
      {adding && <progress className="designer-summary__progress" aria-label="Preparing your design" />}
      {error && (
        <p className="alert alert--danger" role="alert" data-testid="designer-add-error">
          {error}
        </p>
      )}
    </div>
  );
}
