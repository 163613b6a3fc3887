import { useId, useRef, useState, type ReactNode } from 'react';

// The designer's information modals that ask the server when opened (the shop's info texts in InfoModal.tsx, the
// clothing size guide in ClothingSection.tsx): a button, then a native dialog (focus trapped and given back) saying
// it is loading, what came, or that it failed.

type State<T> = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; loaded: T };

export function LoadingModal<T>({
  label,
  className = 'button button--secondary',
  openerTestId,
  testId,
  title,
  load,
  keep = false,
  loadingText,
  failedText,
  render,
  children,
}: {
  /** The opening button's text. */
  label: string;
  className?: string;
  openerTestId: string;
  testId: string;
  title: (loaded: T | undefined) => string;
  load: () => Promise<T>;
  /** Loaded once and kept (texts that do not change), rather than asked again at each opening. */
  keep?: boolean;
  loadingText: string;
  failedText: string;
  render: (loaded: T) => ReactNode;
  /** Shown under the loaded part whatever its state (what the page itself knows). */
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const open = async () => {
    dialog.current?.showModal();
    if (keep && state.status === 'ready') return;
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', loaded: await load() });
    } catch {
      setState({ status: 'error' });
    }
  };
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => void open()} data-testid={openerTestId}>
        {label}
      </button>
      <dialog ref={dialog} className="font-modal" aria-labelledby={titleId} data-testid={testId}>
        <h2 id={titleId}>{title(state.status === 'ready' ? state.loaded : undefined)}</h2>
        {state.status === 'loading' && <p role="status">{loadingText}</p>}
        {state.status === 'error' && <p role="alert">{failedText}</p>}
        {state.status === 'ready' && render(state.loaded)}
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
