import { useEffect, useState, type KeyboardEvent } from 'react';
import { canDecrease, canIncrease, isQuantityKeyAllowed, MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '../../rules/quantity';
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

/** Quantity control: minus, a digits-only field, plus (SPEC.md sections 2, 4, 5). Minus is disabled at the minimum. */
export function QuantityStepper({ value, onChange, min = MIN_QUANTITY, max = MAX_QUANTITY, label, disabled, testId }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const q = parseQuantity(raw, min, max);
    setText(String(q));
    if (q !== value) onChange(q);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!isQuantityKeyAllowed(e)) e.preventDefault();
    if (e.key === 'Enter') commit(text);
  };

  return (
    <div className="stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className="stepper__button"
        aria-label={`Fewer (${label})`}
        disabled={disabled || !canDecrease(value, min)}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className="stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => commit(text)}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`More (${label})`}
        disabled={disabled || !canIncrease(value, max)}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
