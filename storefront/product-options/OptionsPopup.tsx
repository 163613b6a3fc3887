import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Response } from '../../contract';
import { api } from '../api/client';
import { errorText } from '../ui/useRequest';
import { Spinner } from '../ui/Spinner';
import { OptionsPanel } from './OptionsPanel';
import type { PopupRequest } from './popupHost';
import '../ui/dialog.css';

/** Hiding the slide-up popup clears its content after 300 ms (SPEC.md sections 2 and 9). */
export const CLEAR_AFTER_MS = 300;

type Loaded = Response<'loadAddToCart'>['options'];

async function load(request: PopupRequest, signal: AbortSignal): Promise<Loaded> {
  if (request.kind === 'quick-add') return (await api.call('loadAddToCart', { id: request.productId }, { signal })).options;
  const item = await api.call('modifyItemCart', { id: request.itemId }, { signal });
  const { price: _price, ...options } = item.options;
  const r = await api.call(
    'loadAddToCart',
    { id: item.productId, itemId: item.id, quantity: Math.max(1, item.quantity), options, modifyProduct: true },
    { signal },
  );
  return r.options;
}

/** The options popup: quick-add slides up with a hide control; modify is a centred dialog. */
export default function OptionsPopup({ request, onClosed }: { request: PopupRequest; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const slideUp = request.kind === 'quick-add';

  useEffect(() => {
    const controller = new AbortController();
    load(request, controller.signal).then(setData, (e: { isAbort?: boolean }) => {
      if (!e.isAbort) setError(errorText(e));
    });
    return () => controller.abort();
  }, [request]);

  // Hidden: the content is cleared 300 ms later (after the slide-down), then the host forgets the popup.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setData(null);
      onClosed();
    }, CLEAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, onClosed]);

  const init = useMemo(
    () => data && { mode: data.modifyProduct ? ('modify' as const) : ('quick-add' as const), itemId: data.itemId, quantity: data.quantity, selected: data.selected },
    [data],
  );
  const title = data ? (data.modifyProduct ? `Change ${data.product.name}` : data.product.name) : request.kind === 'modify' ? 'Change your item' : 'Add to cart';

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`options-popup ${slideUp ? 'options-popup--slide-up' : 'options-popup--dialog'}`}
          data-testid={slideUp ? 'quick-add-popup' : 'modify-popup'}
          aria-describedby={undefined}
        >
          <div className="options-popup__head">
            {data && <img className="options-popup__image" src={data.product.image} alt="" />}
            <Dialog.Title className="options-popup__title">{title}</Dialog.Title>
            <Dialog.Close className="button button--secondary" data-testid="popup-hide">
              {slideUp ? 'Hide' : 'Close'}
            </Dialog.Close>
          </div>
          <div className="options-popup__body" ref={bodyRef}>
            {error && (
              <p className="alert alert--danger" role="alert">
                {error}
              </p>
            )}
            {!data && !error && <Spinner label="Loading options" />}
            {data && init && (
              <>
                <p className="options-popup__description" data-testid="popup-description">
                  {firstParagraph(data.product.description)}
                </p>
                <OptionsPanel product={data.product} init={init} onDone={() => setOpen(false)} scrollContainer={() => bodyRef.current} />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function firstParagraph(text: string): string {
  const p = text.split(/\n{2,}/)[0] ?? '';
  return p.length > 220 ? `${p.slice(0, 217)}…` : p;
}
