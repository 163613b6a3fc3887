import { useEffect, useMemo, useRef, useState } from 'react';
import { actions } from '../../../editor-engine';
import { FONTS } from '../../../workers/fonts/catalogue';
import { MAX_TEXT_CHARACTERS } from '../../../rules/designBudget';
import type { DesignerSession } from '../../../editor-engine';
import { useSnapshot } from '../useSession';
import { FontPicker } from './FontPicker';
import type { Run } from './run';

// The background colour and text sections.

/** A text field at the design budget's length says so (the server refuses a longer text: rules/designBudget.ts). */
function TextLimit({ length }: { length: number }) {
  return length >= MAX_TEXT_CHARACTERS ? <span className="hint" role="status">A text can have at most {MAX_TEXT_CHARACTERS} characters.</span> : null;
}

export function BackgroundColourSection({ run }: { run: Run }) {
  const [colour, setColour] = useState('#ffffff');
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

/**
 * The words of the text a triple click opened (session.editingText): the field takes the focus with the words
 * selected, so typing replaces them; every keystroke shows on the canvas, and the burst is one undo step. Enter,
 * Escape or leaving the field closes it.
 */
function EditTextField({ run, session }: { run: Run; session: DesignerSession }) {
  const snap = useSnapshot(session);
  const id = snap.session.editingText;
  const object = id ? snap.doc.objects[id] : undefined;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = input.current;
    if (!id || !field) return;
    const section = field.closest('details');
    if (section) section.open = true;
    field.focus();
    field.select();
  }, [id]);
  if (!id || object?.kind !== 'text') return null;
  return (
    <label className="field">
      <span className="field__label">Change the text</span>
      <input
        ref={input}
        className="field__input"
        value={object.text}
        maxLength={MAX_TEXT_CHARACTERS}
        onChange={(e) => run('typeText', { id, text: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'Escape') {
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
      <TextLimit length={object.text.length} />
    </label>
  );
}

export function TextSection({ run, enabled, session }: { run: Run; enabled: boolean; session: DesignerSession }) {
  const [text, setText] = useState('');
  const [fontFile, setFontFile] = useState(FONTS[0].file);
  const [fill, setFill] = useState('#222222');
  const font = useMemo(() => FONTS.find((f) => f.file === fontFile)!, [fontFile]);
  return (
    <>
      <EditTextField run={run} session={session} />
      <form
        className="designer-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() && run('addText', { text: text.trim(), font: font.family, fontFile, fill, rightToLeft: font.direction === 'rtl' })) setText('');
        }}
      >
        <label className="field">
          <span className="field__label">Your text</span>
          <input
            className="field__input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={MAX_TEXT_CHARACTERS}
            disabled={!enabled}
            data-testid="designer-text-input"
          />
          <TextLimit length={text.length} />
        </label>
        <FontPicker run={run} session={session} value={fontFile} onChange={setFontFile} disabled={!enabled} />
        <label className="field">
          <span className="field__label">Colour</span>
          <input type="color" value={fill} onChange={(e) => setFill(e.target.value)} disabled={!enabled} />
        </label>
        <button type="submit" className="button button--secondary" disabled={!enabled || !text.trim()} data-testid="designer-text-add">
          {actions.addText.label}
        </button>
      </form>
    </>
  );
}
