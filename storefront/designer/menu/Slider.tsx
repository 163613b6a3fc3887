import { useId } from 'react';

// The designer menu's one slider (issue 29): a labelled range whose value shows beside its label, for every slider
// of the menu (a text's line style and outline width, an object's opacity, a picture's adjustments), so each is
// named, spoken and let go alike.

export interface SliderProps {
  label: string;
  /** The value as the label shows it, and as a screen reader says it. */
  shown: string;
  spoken: string;
  /** min, max, step */
  range: readonly [number, number, number];
  value: number;
  onChange: (v: number) => void;
  onRelease?: () => void;
  disabled?: boolean;
  testId: string;
}

/** A labelled range input whose value shows beside its label; a release (pointer up, key up, blur) is reported. */
export function Slider({ label, shown, spoken, range: [min, max, step], value, onChange, onRelease, disabled, testId }: SliderProps) {
  const release = onRelease ? { onPointerUp: onRelease, onKeyUp: onRelease, onBlur: onRelease } : {};
  // named by its label through htmlFor: an <output> is labelable too, and a label without one labelled the output
  // shown in it (the first labelable element inside) rather than the slider, which screen readers then read unnamed
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">
        {label} <output>{shown}</output>
      </span>
      <input
        id={id}
        type="range"
        className="designer-range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={spoken}
        onChange={(e) => onChange(Number(e.target.value))}
        {...release}
        data-testid={testId}
      />
    </label>
  );
}
