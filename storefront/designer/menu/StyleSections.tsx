import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { actions, DEFAULT_TEXT_STYLE } from '../../../editor-engine';
import { FONTS } from '../../../workers/fonts/catalogue';
import { MAX_TEXT_CHARACTERS } from '../../../rules/designBudget';
import type { DesignerSession, Snapshot, TextObject, TextStyle } from '../../../editor-engine';
import { DEFAULT_MAX_ROWS, textAreaRows } from '../../../rules/textArea';
import { shortcutLabel } from '../shortcuts';
import { useSnapshot } from '../useSession';
import { FontPicker } from './FontPicker';
import { TextStyleFields } from './TextStyleFields';
import { lettersOf, SelectedLettersColour, TextEffectFields, type Letters } from './TextEffectFields';
import { UnprintableCharacters } from './UnprintableCharacters';
import type { Run } from './run';

// The background colour and text sections.

/** A text field at the design budget's length says so (the server refuses a longer text: rules/designBudget.ts). */
function TextLimit({ length }: { length: number }) {
  return length >= MAX_TEXT_CHARACTERS ? (
    <span className="hint" role="status">
      A text can have at most {MAX_TEXT_CHARACTERS} characters.
    </span>
  ) : null;
}

/** Opens on the design's own background colour (a kept or shared design), white when it has none. */
export function BackgroundColourSection({ run, current }: { run: Run; current: string | null }) {
  const [colour, setColour] = useState(current ?? '#ffffff');
  // a design restored after the section first drew (a draft, a shared copy) shows its colour, not white
  useEffect(() => {
    if (current) setColour(current);
  }, [current]);
  return (
    <div className="designer-form">
      <label className="field">
        <span className="field__label">Colour</span>
        <input type="color" value={colour} onChange={(e) => setColour(e.target.value)} data-testid="designer-bg-colour" />
      </label>
      <button type="button" className="button button--secondary" onClick={() => run('setBackgroundColour', { colour })} data-testid="designer-bg-apply">
        Use this background colour
      </button>
    </div>
  );
}

/** A text named in a heading: its first words, so a long one does not push the section wide. */
function shortName(text: string): string {
  const chars = [...text.trim()];
  return chars.length > 24 ? `${chars.slice(0, 23).join('')}…` : chars.join('');
}

/**
 * The selected text, edited in place (issue 26): its words, font, colour and line style, under a heading that names
 * it, so a choice here never reaches another text. Every keystroke shows on the canvas and a burst is one undo step
 * (Ctrl/Cmd+Enter, Escape or leaving the field ends it; Enter makes a new line, issue 29); the colour picker's
 * shades are one step too, and so is a slider's drag. A double or triple click on the text, or adding it, opens the
 * field with the focus in it and the words selected (session.editingText).
 */
function SelectedTextEditor({ run, session, text }: { run: Run; session: DesignerSession; text: TextObject }) {
  const id = text.id;
  const editing = useSnapshot(session).session.editingText === id;
  const input = useRef<HTMLTextAreaElement>(null);
  const colour = useRef<HTMLInputElement>(null);
  const headingId = useId();
  // the letters selected in the field, kept while the focus goes to their colour picker
  const [letters, setLetters] = useState<Letters | null>(null);
  useEffect(() => {
    const field = input.current;
    if (!editing || !field) return;
    const section = field.closest('details');
    if (section) section.open = true;
    field.focus();
    field.select();
  }, [editing]);
  useEffect(() => {
    // the picker closing (its native change event, which React does not tell apart from input) ends the colour step
    const picker = colour.current;
    const end = () => run('endTextColour');
    picker?.addEventListener('change', end);
    return () => picker?.removeEventListener('change', end);
  }, [run]);
  return (
    <fieldset className="designer-form designer-text-group" aria-labelledby={headingId} data-testid="designer-text-selected">
      <h3 id={headingId} className="designer-text-group__title" data-testid="designer-text-target">
        Editing “{shortName(text.text)}”
      </h3>
      <label className="field">
        <span className="field__label">Change the text</span>
        <textarea
          ref={input}
          className="field__input"
          value={text.text}
          rows={textAreaRows(text.text, DEFAULT_MAX_ROWS, 1)}
          maxLength={MAX_TEXT_CHARACTERS}
          aria-describedby={`${headingId}-keys`}
          onChange={(e) => run('typeText', { id, text: e.target.value })}
          onSelect={(e) => setLetters(lettersOf(e.currentTarget))}
          onKeyDown={(e) => {
            if ((e.key === 'Enter' && (e.ctrlKey || e.metaKey)) || e.key === 'Escape') {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          onBlur={() => {
            run('endTyping');
            session.stopEditingText();
          }}
          data-testid="designer-text-edit"
        />
        <span id={`${headingId}-keys`} className="hint">
          Enter starts a new line; {shortcutLabel('Mod+Enter')} or Escape when you are done.
        </span>
        <TextLimit length={text.text.length} />
      </label>
      <UnprintableCharacters text={text} />
      <FontPicker run={run} target={{ id, name: shortName(text.text) }} value={text.fontFile} onChange={() => undefined} testId="designer-text-edit-font" />
      <label className="field">
        <span className="field__label">Colour</span>
        <input
          ref={colour}
          type="color"
          value={text.fill}
          onChange={(e) => run('changeTextColour', { id, fill: e.target.value })}
          onBlur={() => run('endTextColour')}
          data-testid="designer-text-edit-colour"
        />
      </label>
      <SelectedLettersColour run={run} text={text} letters={letters} />
      <TextStyleFields
        style={text}
        onAlign={(align) => run('alignText', { id, align })}
        onLineHeight={(value) => run('changeLineHeight', { id, value })}
        onLetterSpacing={(value) => run('changeLetterSpacing', { id, value })}
        onCurve={(value) => run('curveText', { id, value })}
        onRelease={() => run('endTextStyle')}
        testId="designer-text-edit"
      />
      <TextEffectFields run={run} text={text} />
    </fieldset>
  );
}

/** The New text's style as addText's arguments: only what differs from the defaults, so a plain text stays as before. */
function changedStyle(style: TextStyle): Partial<TextStyle> {
  return Object.fromEntries(Object.entries(style).filter(([k, v]) => DEFAULT_TEXT_STYLE[k as keyof TextStyle] !== v));
}

/** The one text selected, if the selection is exactly one text. */
function selectedText(snap: Snapshot): TextObject | undefined {
  const [id, ...more] = snap.session.selection;
  const o = id && more.length === 0 ? snap.doc.objects[id] : undefined;
  return o?.kind === 'text' ? o : undefined;
}

/**
 * The text section: the selected text edited in place (above), and a new text with its own words, font and colour
 * (below), each under a heading that says which text its choices apply to. Adding selects the new text and moves the
 * focus into its field.
 */
export function TextSection({ run, enabled, session }: { run: Run; enabled: boolean; session: DesignerSession }) {
  const snap = useSnapshot(session);
  const selected = selectedText(snap);
  const [text, setText] = useState('');
  const [fontFile, setFontFile] = useState(FONTS[0].file);
  const [fill, setFill] = useState('#222222');
  const [style, setStyle] = useState<TextStyle>(DEFAULT_TEXT_STYLE);
  const font = useMemo(() => FONTS.find((f) => f.file === fontFile)!, [fontFile]);
  const headingId = useId();
  return (
    <>
      {selected && <SelectedTextEditor key={selected.id} run={run} session={session} text={selected} />}
      <form
        className="designer-form designer-text-group"
        aria-labelledby={headingId}
        onSubmit={(e) => {
          e.preventDefault();
          if (
            !text.trim() ||
            !run('addText', { text: text.trim(), font: font.family, fontFile, fill, rightToLeft: font.direction === 'rtl', ...changedStyle(style) })
          )
            return;
          setText('');
          // focus lands on what was just made: the new text's own field
          const added = session.session.selection[0];
          if (added) session.editText(added, false);
        }}
      >
        <h3 id={headingId} className="designer-text-group__title">
          New text
        </h3>
        <label className="field">
          <span className="field__label">Your text</span>
          <textarea
            className="field__input"
            value={text}
            rows={textAreaRows(text, DEFAULT_MAX_ROWS, 1)}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter makes a new line; Ctrl/Cmd+Enter adds the text as the button does
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            maxLength={MAX_TEXT_CHARACTERS}
            disabled={!enabled}
            aria-describedby={`${headingId}-keys`}
            data-testid="designer-text-input"
          />
          <span id={`${headingId}-keys`} className="hint">
            Enter starts a new line; {shortcutLabel('Mod+Enter')} adds the text.
          </span>
          <TextLimit length={text.length} />
        </label>
        <FontPicker run={run} value={fontFile} onChange={setFontFile} disabled={!enabled} testId="designer-font" />
        <label className="field">
          <span className="field__label">Colour</span>
          <input type="color" value={fill} onChange={(e) => setFill(e.target.value)} disabled={!enabled} data-testid="designer-text-colour" />
        </label>
        <TextStyleFields
          style={style}
          onAlign={(align) => setStyle((s) => ({ ...s, align }))}
          onLineHeight={(lineHeight) => setStyle((s) => ({ ...s, lineHeight }))}
          onLetterSpacing={(letterSpacing) => setStyle((s) => ({ ...s, letterSpacing }))}
          onCurve={(curve) => setStyle((s) => ({ ...s, curve }))}
          disabled={!enabled}
          testId="designer-text"
        />
        <button type="submit" className="button button--secondary" disabled={!enabled || !text.trim()} data-testid="designer-text-add">
          {actions.addText.label}
        </button>
      </form>
    </>
  );
}
