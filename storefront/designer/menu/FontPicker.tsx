import { useId, useRef, useState } from 'react';
import { FONT_GROUPS, FONTS, type FontEntry } from '../../../workers/fonts/catalogue';
import { fontFaceName, loadFontFace } from '../../common/fontFace';
import type { Run } from './run';

// The font modal (SPEC.md section 2): fonts grouped, each shown in its own face (loaded when the modal first opens,
// never before), the chosen one highlighted. A picker is for one text, named in its title: the selected text
// (`target`), on which each font pointed at is previewed under one named mark ("Use this font" keeps it as one undo
// step, Cancel or Escape puts the text back), or the next new text (no target), which nothing on the canvas previews.
// A native <dialog>: it traps focus and gives it back to the button that opened it.

const faceName = (f: FontEntry) => fontFaceName(f.file);

function loadFaces(): void {
  for (const f of FONTS) void loadFontFace(f.file);
}

const label = (f: FontEntry) => `${f.family}${f.file.includes('-700-') ? ' bold' : ''}`;

interface FontPickerProps {
  run: Run;
  /** The text the choice applies to, previewed on the canvas; without one, the choice is the next new text's. */
  target?: { id: string; name: string };
  /** The font now: the target's, or the next text's. */
  value: string;
  onChange: (file: string) => void;
  disabled?: boolean;
  testId: string;
}

export function FontPicker({ run, target, value, onChange, disabled, testId }: FontPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(value);
  const titleId = useId();
  const current = FONTS.find((f) => f.file === value) ?? FONTS[0];
  const pick = (f: FontEntry) => {
    setChosen(f.file);
    if (target) run('previewFont', { id: target.id, font: f.family, fontFile: f.file });
  };
  const close = (keep: boolean) => {
    if (keep) {
      onChange(chosen);
      if (target) run('confirmFont');
    } else if (target) run('cancelFont');
    dialog.current?.close();
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          loadFaces();
          setChosen(value);
          dialog.current?.showModal();
        }}
        data-testid={testId}
      >
        Font: <span style={{ fontFamily: `${faceName(current)}, sans-serif` }}>{label(current)}</span>
      </button>
      <dialog
        ref={dialog}
        className="font-modal"
        aria-labelledby={titleId}
        onCancel={(e) => {
          e.preventDefault();
          close(false);
        }}
        data-testid="font-modal"
      >
        <h2 id={titleId}>{target ? `Choose a font for “${target.name}”` : 'Choose a font for the new text'}</h2>
        <div className="font-modal__groups">
          {FONT_GROUPS.map((g) => (
            <fieldset key={g.id} className="font-modal__group">
              <legend>{g.name}</legend>
              {FONTS.filter((f) => f.group === g.id).map((f) => (
                <label key={f.file} className={`font-modal__font${f.file === chosen ? ' font-modal__font--on' : ''}`}>
                  <input type="radio" name={`${titleId}-font`} checked={f.file === chosen} onChange={() => pick(f)} aria-label={label(f)} />
                  <span style={{ fontFamily: `${faceName(f)}, sans-serif`, fontWeight: f.file.includes('-700-') ? 700 : 400 }} dir={f.direction}>
                    {f.direction === 'rtl' ? (f.family.includes('Hebrew') ? 'שלום עולם' : 'مرحبا بالعالم') : label(f)}
                  </span>
                  {f.direction === 'rtl' && <span className="font-modal__name">{label(f)}</span>}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <div className="font-modal__actions">
          <button type="button" className="button button--secondary" onClick={() => close(false)}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={() => close(true)} data-testid="font-modal-use">
            Use this font
          </button>
        </div>
      </dialog>
    </>
  );
}
