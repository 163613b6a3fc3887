import { useEffect, useMemo, useState } from 'react';
import { actions, createDocument, dispatch, DesignerSession, type ActionName, type TypeCode } from '../../editor-engine';
import type { ProductDetail } from '../../contract/catalog';
import { FONTS } from '../../workers/fonts/catalogue';
import { CanvasView } from './CanvasView';
import { DRAFT_SAVE_DELAY_MS, dropDraft, loadDraft, saveDraft } from './draft';
import { ObjectList } from './ObjectList';
import { useSnapshot } from './useSession';
import './designer.css';

// The designer (a lazy chunk: DesignerRoute loads the product first). The page only reads the session's snapshot and
// dispatches actions; the engine does the rest.

export default function Designer({ product, typeCode }: { product: ProductDetail; typeCode: TypeCode }) {
  const [draft] = useState(() => loadDraft(product.id));
  const [offerDraft, setOfferDraft] = useState(Boolean(draft));
  const [session, setSession] = useState(() => new DesignerSession(createDocument({ productId: product.id, typeCode })));
  // the canvas (and its pointer tool) belongs to one session: a continued draft gets a canvas of its own
  const [generation, setGeneration] = useState(0);
  const snap = useSnapshot(session);

  // Saved locally a moment after each change, so a reload or a crash loses nothing.
  useEffect(() => {
    if (offerDraft) return;
    const timer = setTimeout(() => saveDraft(snap.doc), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [snap.doc, offerDraft]);

  const run = (name: ActionName, args?: unknown) => (dispatch as (s: DesignerSession, n: ActionName, a?: unknown) => boolean)(session, name, args);
  const can = (name: ActionName) => (actions[name].enabled as (s: DesignerSession) => boolean)(session);

  return (
    <article className="designer" aria-labelledby="designer-title">
      <h1 id="designer-title">Design your {product.name}</h1>
      {offerDraft && draft && (
        <div className="designer-draft" role="region" aria-label="Your unfinished design" data-testid="designer-draft">
          <p>You have an unfinished design of this product.</p>
          <button
            type="button"
            onClick={() => {
              setSession(new DesignerSession(draft));
              setGeneration((g) => g + 1);
              setOfferDraft(false);
            }}
          >
            Continue it
          </button>
          <button
            type="button"
            onClick={() => {
              dropDraft(product.id);
              setOfferDraft(false);
            }}
          >
            Start again
          </button>
        </div>
      )}
      <div className="designer__layout">
        <div className="designer__stage">
          <div className="designer__toolbar" role="toolbar" aria-label="Design tools">
            {(['undo', 'redo'] as const).map((name) => (
              <button key={name} type="button" onClick={() => run(name)} disabled={!can(name)} data-testid={`designer-${name}`}>
                {actions[name].label}
              </button>
            ))}
            <button type="button" onClick={() => run('togglePreview')} aria-pressed={snap.session.mode === 'preview'} data-testid="designer-preview">
              Preview
            </button>
          </div>
          <CanvasView
            key={generation}
            session={session}
            label={`Your design of ${product.name}. Arrows move the selection, + and - resize it, [ and ] rotate it.`}
          />
          <p className="visually-hidden" aria-live="polite" data-testid="designer-announcement">
            {snap.session.announcement}
          </p>
        </div>
        <aside className="designer__menu" aria-label="Design menu">
          <BackgroundSection run={run} />
          <TextSection run={run} enabled={can('addText')} />
          <ObjectList session={session} />
        </aside>
      </div>
    </article>
  );
}

type Run = (name: ActionName, args?: unknown) => boolean;

function BackgroundSection({ run }: { run: Run }) {
  const [colour, setColour] = useState('#ffffff');
  return (
    <section className="designer__section" aria-labelledby="designer-bg">
      <h2 id="designer-bg">Background colour</h2>
      <label>
        Colour <input type="color" value={colour} onChange={(e) => setColour(e.target.value)} data-testid="designer-bg-colour" />
      </label>
      <button type="button" onClick={() => run('setBackgroundColour', { colour })} data-testid="designer-bg-apply">
        Use this background
      </button>
    </section>
  );
}

function TextSection({ run, enabled }: { run: Run; enabled: boolean }) {
  const [text, setText] = useState('');
  const [fontFile, setFontFile] = useState(FONTS[0].file);
  const [fill, setFill] = useState('#222222');
  const font = useMemo(() => FONTS.find((f) => f.file === fontFile)!, [fontFile]);
  return (
    <section className="designer__section" aria-labelledby="designer-text">
      <h2 id="designer-text">Text</h2>
      {!enabled && <p className="hint">Choose a background first.</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() && run('addText', { text: text.trim(), font: font.family, fontFile, fill, rightToLeft: font.direction === 'rtl' })) setText('');
        }}
      >
        <label>
          Your text <input value={text} onChange={(e) => setText(e.target.value)} maxLength={200} disabled={!enabled} data-testid="designer-text-input" />
        </label>
        <label>
          Font
          <select value={fontFile} onChange={(e) => setFontFile(e.target.value)} disabled={!enabled}>
            {FONTS.map((f) => (
              <option key={f.file} value={f.file}>
                {f.family}
                {f.file.includes('700') ? ' bold' : ''}
              </option>
            ))}
          </select>
        </label>
        <label>
          Colour <input type="color" value={fill} onChange={(e) => setFill(e.target.value)} disabled={!enabled} />
        </label>
        <button type="submit" disabled={!enabled || !text.trim()} data-testid="designer-text-add">
          {actions.addText.label}
        </button>
      </form>
    </section>
  );
}
