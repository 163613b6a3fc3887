import { useId, useRef, useState } from 'react';
import type { DesignDocument } from '../../editor-engine';
import type { DesignerPageData } from '../data/designerPage';
import { shopperMessage } from '../api/errors';
import './share.css';

// "Save and share" (issue 29): the design stored on the server, and its link in a dialog with a Copy button. Whoever
// opens the link, on any device, gets a copy of the design in the designer (SharedCopy.tsx); the saved design never
// changes. The same design shared twice shows the same link: nothing is stored again until it changes.

type State = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; link: string; doc: DesignDocument } | { status: 'failed'; message: string };
type Copied = 'idle' | 'copied' | 'failed';

export function ShareDesign({ doc, data }: { doc: DesignDocument; data: Pick<DesignerPageData, 'shareDesign'> }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [copied, setCopied] = useState<Copied>('idle');

  const open = () => {
    setCopied('idle');
    dialog.current?.showModal();
    // focus lands on what was made: the link, selected, so Ctrl/Cmd+C copies it too
    field.current?.focus();
    field.current?.select();
  };
  const share = async () => {
    if (state.status === 'saving') return;
    if (state.status === 'saved' && state.doc === doc) return open();
    setState({ status: 'saving' });
    try {
      const url = await data.shareDesign({ productId: doc.product.productId, design: doc as unknown as Record<string, unknown> });
      setState({ status: 'saved', link: `${location.origin}${url}`, doc });
      // the dialog's field holds the new link once React has rendered it
      requestAnimationFrame(open);
    } catch (e) {
      setState({ status: 'failed', message: shopperMessage(e) });
    }
  };
  const copy = async () => {
    if (state.status !== 'saved') return;
    try {
      await navigator.clipboard.writeText(state.link);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        aria-disabled={state.status === 'saving'}
        onClick={() => void share()}
        data-testid="designer-share"
      >
        {state.status === 'saving' ? 'Saving…' : 'Save and share'}
      </button>
      <p className="visually-hidden" role="status" data-testid="designer-share-status">
        {state.status === 'saving' && 'Saving your design…'}
        {state.status === 'saved' && 'Your design is saved: its link is ready to copy.'}
      </p>
      {state.status === 'failed' && (
        <p className="alert alert--danger designer-share__error" role="alert" data-testid="designer-share-error">
          Your design could not be saved: {state.message}
        </p>
      )}
      <dialog
        ref={dialog}
        className="font-modal designer-share"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        data-testid="designer-share-dialog"
      >
        <h2 id={`${id}-title`}>Your design is saved</h2>
        <p id={`${id}-text`}>
          Anyone with this link opens a copy of this design in the designer, on any device. What they change stays theirs: the link always opens the design as
          it is now.
        </p>
        <label htmlFor={`${id}-link`}>Link to your design</label>
        <input
          ref={field}
          id={`${id}-link`}
          className="field__input"
          readOnly
          value={state.status === 'saved' ? state.link : ''}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="designer-share-link"
        />
        <p className="designer-share__status" role="status" data-testid="designer-share-copied">
          {copied === 'copied' && 'Link copied. Paste it in a message, or open it on another device.'}
          {copied === 'failed' && 'Copying is not allowed here: the link is selected, copy it with your keyboard or menu.'}
        </p>
        <div className="font-modal__actions">
          <button type="button" className="button button--primary" onClick={() => void copy()} data-testid="designer-share-copy">
            Copy link
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()} data-testid="designer-share-close">
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
