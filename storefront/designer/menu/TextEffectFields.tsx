import { useEffect, useRef } from 'react';
import { actions, DEFAULT_STROKE, STROKE_WIDTH_MAX, STROKE_WIDTH_MIN, STROKE_WIDTH_STEP, type TextObject } from '../../../editor-engine';
import type { Run } from './run';

// The selected text's outline and shadow (issue 29): each a switch (one undo step), then its colour (the picker's
// shades one step, closed when it is let go) and the outline's width (a drag one step). Native checkboxes, colour
// pickers and a range, so they work with a mouse, a finger and the keyboard alike.

/** Ends the open picker or slider step when a colour picker closes (its native change event). */
function useClosing(run: Run) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const picker = ref.current;
    const end = () => run('endTextEffect');
    picker?.addEventListener('change', end);
    return () => picker?.removeEventListener('change', end);
  }, [run]);
  return ref;
}

export function TextEffectFields({ run, text }: { run: Run; text: TextObject }) {
  const id = text.id;
  const outlineColour = useClosing(run);
  const shadowColour = useClosing(run);
  const end = () => run('endTextEffect');
  const width = text.stroke?.width ?? DEFAULT_STROKE.width;
  return (
    <>
      <label className="checkbox-line designer-toggle">
        <input type="checkbox" checked={Boolean(text.stroke)} onChange={(e) => run('textOutline', { id, on: e.target.checked })} data-testid="designer-text-outline" />
        {actions.textOutline.label}
      </label>
      {text.stroke && (
        <div className="designer-text-effect">
          <label className="field">
            <span className="field__label">Outline colour</span>
            <input
              ref={outlineColour}
              type="color"
              value={text.stroke.colour}
              onChange={(e) => run('textOutline', { id, colour: e.target.value })}
              onBlur={end}
              data-testid="designer-text-outline-colour"
            />
          </label>
          <label className="field">
            <span className="field__label">
              Outline width <output>{width.toFixed(2)} em</output>
            </span>
            <input
              type="range"
              className="designer-range"
              min={STROKE_WIDTH_MIN}
              max={STROKE_WIDTH_MAX}
              step={STROKE_WIDTH_STEP}
              value={width}
              aria-valuetext={`${width.toFixed(2)} em`}
              onChange={(e) => run('textOutline', { id, width: Number(e.target.value) })}
              onPointerUp={end}
              onKeyUp={end}
              onBlur={end}
              data-testid="designer-text-outline-width"
            />
          </label>
        </div>
      )}
      <label className="checkbox-line designer-toggle">
        <input type="checkbox" checked={Boolean(text.shadow)} onChange={(e) => run('textShadow', { id, on: e.target.checked })} data-testid="designer-text-shadow" />
        {actions.textShadow.label}
      </label>
      {text.shadow && (
        <label className="field designer-text-effect">
          <span className="field__label">Shadow colour</span>
          <input
            ref={shadowColour}
            type="color"
            value={text.shadow.colour}
            onChange={(e) => run('textShadow', { id, colour: e.target.value })}
            onBlur={end}
            data-testid="designer-text-shadow-colour"
          />
        </label>
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
