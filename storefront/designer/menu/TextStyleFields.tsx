import { useId } from 'react';
import {
  CURVE_MAX,
  CURVE_MIN,
  CURVE_STEP,
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
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { Slider } from './Slider';

// A text's line style (issue 29) in the text section: the alignment as three radio chips, the line height, the
// letter spacing and the curve as sliders (arrows step them, Home / End go to their ends). The selected text's part changes the
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
  onCurve: (v: number) => void;
  /** A slider let go (pointer up, key up, focus gone): the selected text keeps the drag as one undo step. */
  onRelease?: () => void;
  testId: string;
  disabled?: boolean;
}

export function TextStyleFields({ style, onAlign, onLineHeight, onLetterSpacing, onCurve, onRelease, testId, disabled }: TextStyleFieldsProps) {
  const alignId = useId();
  const { align, lineHeight, letterSpacing, curve } = { ...DEFAULT_TEXT_STYLE, ...style };
  return (
    <>
      <div className="field" role="group" aria-labelledby={alignId}>
        <span id={alignId} className="field__label">
          {actions.alignText.label}
        </span>
        <ChoiceGroup
          label={actions.alignText.label}
          items={ALIGNS}
          value={align}
          onChange={(v) => !disabled && onAlign(v as TextAlign)}
          testId={`${testId}-align`}
        />
      </div>
      <Slider
        label={actions.changeLineHeight.label}
        shown={lineHeight.toFixed(1)}
        spoken={`${lineHeight.toFixed(1)} times the font's line`}
        range={[LINE_HEIGHT_MIN, LINE_HEIGHT_MAX, LINE_HEIGHT_STEP]}
        value={lineHeight}
        onChange={onLineHeight}
        onRelease={onRelease}
        disabled={disabled}
        testId={`${testId}-line-height`}
      />
      <Slider
        label={actions.changeLetterSpacing.label}
        shown={`${letterSpacing.toFixed(2)} em`}
        spoken={`${letterSpacing.toFixed(2)} em`}
        range={[LETTER_SPACING_MIN, LETTER_SPACING_MAX, LETTER_SPACING_STEP]}
        value={letterSpacing}
        onChange={onLetterSpacing}
        onRelease={onRelease}
        disabled={disabled}
        testId={`${testId}-letter-spacing`}
      />
      <Slider
        label={actions.curveText.label}
        shown={`${curve} %`}
        spoken={curveWords(curve)}
        range={[CURVE_MIN, CURVE_MAX, CURVE_STEP]}
        value={curve}
        onChange={onCurve}
        onRelease={onRelease}
        disabled={disabled}
        testId={`${testId}-curve`}
      />
    </>
  );
}

/** The curve as a screen reader says it: which way the lines bend, not only a signed number. */
function curveWords(curve: number): string {
  if (curve === 0) return 'straight';
  const way = curve > 0 ? 'arc up' : 'arc down';
  return `${curve} %, ${way}${Math.abs(curve) === CURVE_MAX ? ', a full circle' : ''}`;
}
