import { useId, useRef, useState, type ReactNode } from 'react';
import type { Response } from '../../../contract';
import type { DesignerPageData } from '../../data/designerPage';

// The designer's information modals (SPEC.md section 2: tissues, mechanisms, fabric drops, wallpaper pattern info):
// the shop's text from info-dialog, in the shopper's language, loaded when opened, with what the page itself knows
// (the product's fabrics with their colours, say) under it. A native dialog: focus trapped and given back.

type Content = Response<'infoDialog'>['content'];
export type InfoType = 'tissues' | 'mechanisms' | 'fabric-drops' | 'wallpaper-pattern';

export function InfoModal({
  type,
  label,
  productId,
  data,
  children,
}: {
  type: InfoType;
  label: string;
  productId: number;
  data: DesignerPageData;
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; content: Content }>({ status: 'loading' });
  const open = async () => {
    dialog.current?.showModal();
    if (state.status === 'ready') return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', content: (await data.info({ type, productId })).content });
    } catch {
      setState({ status: 'error' });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary designer-info"
        aria-haspopup="dialog"
        onClick={() => void open()}
        data-testid={`designer-info-${type}`}
      >
        {label}
      </button>
      <dialog ref={dialog} className="font-modal" aria-labelledby={titleId} data-testid={`info-modal-${type}`}>
        <h2 id={titleId}>{state.status === 'ready' ? state.content.title : label}</h2>
        {state.status === 'loading' && <p role="status">Loading…</p>}
        {state.status === 'error' && <p role="alert">This information could not be loaded. Please try again.</p>}
        {state.status === 'ready' &&
          state.content.blocks.map((b, i) => (b.kind === 'paragraph' ? <p key={i}>{b.text}</p> : b.kind === 'heading' ? <h3 key={i}>{b.text}</h3> : null))}
        {children}
        <div className="font-modal__actions">
          <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
