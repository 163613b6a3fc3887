import { useRef, useState, type KeyboardEvent } from 'react';
import { canDecrease, canIncrease, isQuantityKeyAllowed, MAX_QUANTITY, MIN_QUANTITY, readQuantity, type QuantityNotice } from '../../rules/quantity';
import { interpolate } from '../../rules/messages';
import { useTypedBeforeTakeover } from './whenReached';
import './stepper.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** 1 for products and cart items; 0 for control and charger quantities. */
  min?: number;
  /** The most the server takes for this item; the shared cap by default. */
  max?: number;
  /** Accessible name, e.g. "Quantity" or "Remote control, 1 channel quantity". */
  label: string;
  disabled?: boolean;
  testId?: string;
}

const NOTICES: Record<QuantityNotice | 'digits', string> = {
  rounded: 'Quantities are whole numbers: we set {q}.',
  'raised-to-min': 'The quantity can’t be below {min}: we set {min}.',
  capped: 'The most we take on one line is {max}: we set {max}.',
  'not-a-number': 'Type the quantity in digits, e.g. 3.',
  digits: 'Type the quantity in digits, e.g. 3.',
};
const noticeText = (notice: QuantityNotice | 'digits', q: number, min: number, max: number): string =>
  interpolate(NOTICES[notice], { q, min, max }, (n) => n.toLocaleString('en'));

/**
 * Quantity control: minus, a number field, plus (SPEC.md sections 2, 4, 5). Minus is disabled at the minimum. Whatever
 * the field changes in what was typed (rounded, raised, capped, letters refused) it says below it.
 */
export function QuantityStepper({ value, onChange, min = MIN_QUANTITY, max = MAX_QUANTITY, label, disabled, testId }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  const [notice, setNotice] = useState<string>();
  // A new quantity from outside (a step, the server) replaces the text; set while rendering, not in an effect, so the
  // first render keeps what useTypedBeforeTakeover handed over.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const field = useRef<HTMLSpanElement>(null);
  // a quantity typed on the product page before the app took the options over counts (ProductPage.tsx)
  useTypedBeforeTakeover(field);

  const commit = (raw: string) => {
    const r = readQuantity(raw, min, max, value);
    setText(String(r.quantity));
    setNotice(r.notice && noticeText(r.notice, r.quantity, min, max));
    if (r.quantity !== value) onChange(r.quantity);
  };
  const step = (q: number) => {
    setNotice(undefined);
    onChange(q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isQuantityKeyAllowed(e)) {
      e.preventDefault();
      setNotice(noticeText('digits', value, min, max));
    }
    if (e.key === 'Enter') commit(text);
  };

  return (
    <span className="stepper-field" ref={field}>
      <div className="stepper" role="group" aria-label={label} data-testid={testId}>
        <button
          type="button"
          className="stepper__button"
          aria-label={`Fewer (${label})`}
          disabled={disabled || !canDecrease(value, min)}
          onClick={() => step(value - 1)}
        >
          −
        </button>
        <input
          className="stepper__input"
          inputMode="numeric"
          aria-label={label}
          value={text}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => commit(text)}
        />
        <button
          type="button"
          className="stepper__button"
          aria-label={`More (${label})`}
          disabled={disabled || !canIncrease(value, max)}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      <span className="stepper__notice" role="status" data-testid={testId ? `${testId}-notice` : undefined}>
        {notice}
      </span>
    </span>
  );
}
