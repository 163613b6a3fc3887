import { useId } from 'react';
import {
  DEFAULT_TEXT_STYLE,
  LETTER_SPACING_MAX,
  LETTER_SPACING_MIN,
  LETTER_SPACING_STEP,
  LINE_HEIGHT_MAX,
  LINE_HEIGHT_MIN,
  LINE_HEIGHT_STEP,
  actions,
  type TextAlign,
  type TextStyle,
} from '../../../editor-engine';
import { Choices } from './Choices';

// A text's line style (issue 29) in the text section: the alignment as three radio chips, the line height and the
// letter spacing as sliders (arrows step them, Home / End go to their ends). The selected text's part changes the
// text through the engine's actions; the New text part keeps its choices for the next text.

const ALIGNS: { value: TextAlign; label: string }[] = [
  { value: 'left', label: 'Left' },
  { value: 'centre', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

export interface TextStyleFieldsProps {
  style: Partial<TextStyle>;
  onAlign: (align: TextAlign) => void;
  onLineHeight: (v: number) => void;
  onLetterSpacing: (v: number) => void;
  /** A slider let go (pointer up, key up, focus gone): the selected text keeps the drag as one undo step. */
  onRelease?: () => void;
  testId: string;
  disabled?: boolean;
}

export function TextStyleFields({ style, onAlign, onLineHeight, onLetterSpacing, onRelease, testId, disabled }: TextStyleFieldsProps) {
  const alignId = useId();
  const { align, lineHeight, letterSpacing } = { ...DEFAULT_TEXT_STYLE, ...style };
  const release = onRelease ? { onPointerUp: onRelease, onKeyUp: onRelease, onBlur: onRelease } : {};
  return (
    <>
      <div className="field" role="group" aria-labelledby={alignId}>
        <span id={alignId} className="field__label">
          {actions.alignText.label}
        </span>
        <Choices label={actions.alignText.label} items={ALIGNS} value={align} onChange={(v) => !disabled && onAlign(v as TextAlign)} testId={`${testId}-align`} />
      </div>
      <label className="field">
        <span className="field__label">
          {actions.changeLineHeight.label} <output>{lineHeight.toFixed(1)}</output>
        </span>
        <input
          type="range"
          className="designer-range"
          min={LINE_HEIGHT_MIN}
          max={LINE_HEIGHT_MAX}
          step={LINE_HEIGHT_STEP}
          value={lineHeight}
          disabled={disabled}
          aria-valuetext={`${lineHeight.toFixed(1)} times the font's line`}
          onChange={(e) => onLineHeight(Number(e.target.value))}
          {...release}
          data-testid={`${testId}-line-height`}
        />
      </label>
      <label className="field">
        <span className="field__label">
          {actions.changeLetterSpacing.label} <output>{letterSpacing.toFixed(2)} em</output>
        </span>
        <input
          type="range"
          className="designer-range"
          min={LETTER_SPACING_MIN}
          max={LETTER_SPACING_MAX}
          step={LETTER_SPACING_STEP}
          value={letterSpacing}
          disabled={disabled}
          aria-valuetext={`${letterSpacing.toFixed(2)} em`}
          onChange={(e) => onLetterSpacing(Number(e.target.value))}
          {...release}
          data-testid={`${testId}-letter-spacing`}
        />
      </label>
    </>
  );
}
