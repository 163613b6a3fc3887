import { useId } from 'react';

// A choice among a few (sizes, shapes, effects): native radio buttons in a named group, so arrows move and Space
// selects, styled as the shop's chips.

export interface Choice {
  value: string;
  label: string;
  note?: string;
  /** A colour shown beside the label (fabric colours). */
  swatch?: string;
}

export function Choices({
  label,
  items,
  value,
  onChange,
  testId,
}: {
  label: string;
  items: Choice[];
  value: string | undefined;
  onChange: (v: string) => void;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className="designer-choices" data-testid={testId}>
      <legend className="visually-hidden">{label}</legend>
      {items.map((c) => (
        <label key={c.value} className={`choice-chip${c.value === value ? ' choice-chip--on' : ''}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={c.value}
            checked={c.value === value}
            onChange={() => onChange(c.value)}
            aria-label={c.label}
          />
          {c.swatch && <span className="choice-chip__swatch" style={{ background: c.swatch }} aria-hidden="true" />}
          {c.label}
          {c.note && <span className="choice-chip__note"> {c.note}</span>}
        </label>
      ))}
    </fieldset>
  );
}
