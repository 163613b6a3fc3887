import { RadioGroup } from 'radix-ui';

export interface ChoiceItem {
  value: string;
  label: string;
  /** Price or surcharge shown beside the label. */
  note?: string;
  oldNote?: string;
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

/** One choice among several: a Radix radio group (arrow keys move, Space selects), named by `label`. */
export function ChoiceGroup({ label, items, value, onChange, swatches, testId, disabled }: ChoiceGroupProps) {
  return (
    <RadioGroup.Root
      className={`choices${swatches ? ' choices--swatches' : ''}`}
      aria-label={label}
      value={value ?? ''}
      onValueChange={onChange}
      data-testid={testId}
      disabled={disabled}
    >
      {items.map((item) => (
        <RadioGroup.Item
          key={item.value}
          value={item.value}
          className="choice-chip"
          aria-label={swatches ? item.label : undefined}
          title={swatches ? item.label : undefined}
          data-value={item.value}
        >
          {item.hex && <span className="choice-chip__swatch" style={{ background: item.hex }} aria-hidden="true" />}
          {!swatches && <span className="choice-chip__label">{item.label}</span>}
          {!swatches && item.note && (
            <span className="choice-chip__note">
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
      ))}
    </RadioGroup.Root>
  );
}
