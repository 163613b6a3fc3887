import { useCallback, useEffect, useRef } from 'react';
import { actions, DEFAULT_STROKE, STROKE_WIDTH_MAX, STROKE_WIDTH_MIN, STROKE_WIDTH_STEP, type TextObject } from '../../../editor-engine';
import type { Run } from './run';
import { Slider } from './Slider';

// The selected text's outline and shadow (issue 29): each a switch (one undo step), then its colour (the picker's
// shades one step, closed when it is let go) and the outline's width (a drag one step). Native checkboxes, colour
// pickers and a range, so they work with a mouse, a finger and the keyboard alike.

/**
 * A colour picker of an effect: its shades as one step, closed when the picker closes (its native change event, which
 * React does not tell apart from input) or loses the focus.
 */
function EffectColour({
  label,
  value,
  onChange,
  onEnd,
  testId,
  className = 'field',
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
  onEnd: () => void;
  testId: string;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const picker = ref.current;
    picker?.addEventListener('change', onEnd);
    return () => picker?.removeEventListener('change', onEnd);
  }, [onEnd]);
  return (
    <label className={className}>
      <span className="field__label">{label}</span>
      <input ref={ref} type="color" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onEnd} data-testid={testId} />
    </label>
  );
}

export function TextEffectFields({ run, text }: { run: Run; text: TextObject }) {
  const id = text.id;
  const end = useCallback(() => run('endTextEffect'), [run]);
  const width = text.stroke?.width ?? DEFAULT_STROKE.width;
  return (
    <>
      <label className="checkbox-line designer-toggle">
        <input
          type="checkbox"
          checked={Boolean(text.stroke)}
          onChange={(e) => run('textOutline', { id, on: e.target.checked })}
          data-testid="designer-text-outline"
        />
        {actions.textOutline.label}
      </label>
      {text.stroke && (
        <div className="designer-text-effect">
          <EffectColour
            label="Outline colour"
            value={text.stroke.colour}
            onChange={(colour) => run('textOutline', { id, colour })}
            onEnd={end}
            testId="designer-text-outline-colour"
          />
          <Slider
            label="Outline width"
            shown={`${width.toFixed(2)} em`}
            spoken={`${width.toFixed(2)} em`}
            range={[STROKE_WIDTH_MIN, STROKE_WIDTH_MAX, STROKE_WIDTH_STEP]}
            value={width}
            onChange={(w) => run('textOutline', { id, width: w })}
            onRelease={end}
            testId="designer-text-outline-width"
          />
        </div>
      )}
      <label className="checkbox-line designer-toggle">
        <input
          type="checkbox"
          checked={Boolean(text.shadow)}
          onChange={(e) => run('textShadow', { id, on: e.target.checked })}
          data-testid="designer-text-shadow"
        />
        {actions.textShadow.label}
      </label>
      {text.shadow && (
        <EffectColour
          className="field designer-text-effect"
          label="Shadow colour"
          value={text.shadow.colour}
          onChange={(colour) => run('textShadow', { id, colour })}
          onEnd={end}
          testId="designer-text-shadow-colour"
        />
      )}
    </>
  );
}

/** Letters selected in the text's field: [start, end) of its selectionStart and selectionEnd. */
export interface Letters {
  start: number;
  end: number;
}

/** The selection of a text field as letters, or null when nothing is selected. */
export const lettersOf = (field: HTMLTextAreaElement): Letters | null =>
  field.selectionEnd > field.selectionStart ? { start: field.selectionStart, end: field.selectionEnd } : null;

/**
 * "Colour the selected letters": a colour picker for the letters selected in the text's field (the field keeps its
 * selection while the picker is used); without a selection it says how to make one, and the text's own Colour
 * changes the whole text as before. The picker's shades are one undo step (the text colour's, endTextColour).
 */
export function SelectedLettersColour({ run, text, letters }: { run: Run; text: TextObject; letters: Letters | null }) {
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = picker.current;
    const end = () => run('endTextColour');
    el?.addEventListener('change', end);
    return () => el?.removeEventListener('change', end);
  }, [run, letters]);
  const chosen = letters && letters.end <= text.text.length ? letters : null;
  const value = chosen ? (text.colours?.find((r) => r.start <= chosen.start && chosen.start < r.end)?.fill ?? text.fill) : text.fill;
  return (
    <label className="field">
      <span className="field__label">
        {actions.colourCharacters.label}
        {chosen && <> “{text.text.slice(chosen.start, chosen.end)}”</>}
      </span>
      <input
        ref={picker}
        type="color"
        value={value}
        disabled={!chosen}
        aria-describedby={chosen ? undefined : `${text.id}-letters-hint`}
        onChange={(e) => chosen && run('colourCharacters', { id: text.id, ...chosen, fill: e.target.value })}
        onBlur={() => run('endTextColour')}
        data-testid="designer-text-letters-colour"
      />
      {!chosen && (
        <span id={`${text.id}-letters-hint`} className="hint">
          Select letters in the text above to colour just them.
        </span>
      )}
    </label>
  );
}
