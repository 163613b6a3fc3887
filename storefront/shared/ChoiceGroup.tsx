import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import './choices.css';

// The one choice among several, for the product options and the designer's menu (sizes, shapes, packs, effects,
// fabrics): a Radix radio group named by its label (arrow keys move and select, Space selects); each radio is named
// by its label, its price note said as its description, inside a <label> chip.

export interface ChoiceItem {
  value: string;
  label: string;
  /** Price or surcharge shown beside the label. */
  note?: string;
  oldNote?: string;
  /** A colour shown beside the label, or alone in a swatch group. */
  hex?: string;
}

interface ChoiceGroupProps {
  label: string;
  items: ChoiceItem[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** Colour swatches instead of labelled chips (names stay as accessible names and titles). */
  swatches?: boolean;
  testId?: string;
  disabled?: boolean;
}

export function ChoiceGroup({ label, items, value, onChange, swatches, testId, disabled }: ChoiceGroupProps) {
  const id = useId();
  return (
    <RadioGroup.Root
      className={`choices${swatches ? ' choices--swatches' : ''}`}
      aria-label={label}
      value={value ?? ''}
      onValueChange={onChange}
      data-testid={testId}
      disabled={disabled}
    >
      {items.map((item, i) => {
        const noteId = !swatches && item.note ? `${id}-${i}` : undefined;
        return (
          // the chip is the radio's label: a click or tap anywhere on it picks the choice
          <label key={item.value} className="choice-chip" data-state={item.value === value ? 'checked' : 'unchecked'} data-disabled={disabled ? '' : undefined}>
            <RadioGroup.Item
              value={item.value}
              className="choice-chip__radio"
              aria-label={item.label}
              aria-describedby={noteId}
              title={swatches ? item.label : undefined}
              data-value={item.value}
            >
              {item.hex && <span className="choice-chip__swatch" style={{ background: item.hex }} aria-hidden="true" />}
              {!swatches && <span className="choice-chip__label">{item.label}</span>}
              {noteId && (
                <span className="choice-chip__note" id={noteId}>
                  {item.note}
                  {item.oldNote && (
                    <>
                      {' '}
                      <s>{item.oldNote}</s>
                    </>
                  )}
                </span>
              )}
            </RadioGroup.Item>
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
