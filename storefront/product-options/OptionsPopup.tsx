import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Response } from '../../contract';
import { pictureAttributes } from '../../contract/pictures';
import { shopperMessage, wasAborted } from '../api/errors';
import { createProductData } from '../data/product';
import { Spinner } from '../ui/Spinner';
import { useReturnFocus } from '../ui/useReturnFocus';
import { OptionsPanel } from './OptionsPanel';
import type { PopupRequest } from '../common/popupHost';
import { effectPicture } from '../common/preview';
import '../ui/dialog.css';

/** Hiding the slide-up popup clears its content after 300 ms (SPEC.md sections 2 and 9). */
export const CLEAR_AFTER_MS = 300;

type Loaded = Response<'loadAddToCart'>['options'];

const products = createProductData();

function load(request: PopupRequest, signal: AbortSignal): Promise<Loaded> {
  return request.kind === 'quick-add' ? products.quickAddOptions(request.productId, signal) : products.modifyOptions(request.itemId, signal);
}

/**
 * The options popup: quick-add slides up with a hide control; modify (from the cart's Change, or a `?modify=` link) is
 * a centred dialog over whatever is open. Closing returns focus to the control that opened it, or to the page's main
 * landmark when there was none (a `?modify=` link).
 */
export default function OptionsPopup({ request, onClosed }: { request: PopupRequest; onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string>();
  const bodyRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(true);
  const slideUp = request.kind === 'quick-add';

  useEffect(() => {
    const controller = new AbortController();
    load(request, controller.signal).then(setData, (e: unknown) => {
      if (!wasAborted(e)) setError(shopperMessage(e));
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
    () =>
      data && {
        mode: data.modifyProduct ? ('modify' as const) : ('quick-add' as const),
        itemId: data.itemId,
        quantity: data.quantity,
        selected: data.selected,
      },
    [data],
  );
  const title = data
    ? data.modifyProduct
      ? `Change ${data.product.name}`
      : data.product.name
    : request.kind === 'modify'
      ? 'Change your item'
      : 'Add to cart';

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay options-popup__overlay" />
        <Dialog.Content
          className={`options-popup ${slideUp ? 'options-popup--slide-up' : 'options-popup--dialog'}`}
          data-testid={slideUp ? 'quick-add-popup' : 'modify-popup'}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <div className="options-popup__head">
            {data && <PopupPicture product={data.product} preview={preview} />}
            <Dialog.Title className="options-popup__title">{title}</Dialog.Title>
            <Dialog.Close className="button button--secondary" data-testid="popup-hide" aria-label={slideUp ? undefined : 'Close without changing'}>
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
                <PopupDescription text={data.product.description} slug={data.product.slug} />
                <OptionsPanel
                  product={data.product}
                  init={init}
                  onDone={() => setOpen(false)}
                  scrollContainer={() => bodyRef.current}
                  onPreviewImage={setPreview}
                />
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The popup's own picture, showing the effect chosen in its options (the title names the product). */
function PopupPicture({ product, preview }: { product: Loaded['product']; preview: string | undefined }) {
  const picture = effectPicture(product, preview);
  return (
    <img
      className="options-popup__image"
      {...pictureAttributes(picture.src, 'thumbnail')}
      alt=""
      style={picture.filter ? { filter: picture.filter } : undefined}
      data-testid="popup-picture"
    />
  );
}

const SHORT_DESCRIPTION = 220;

/**
 * The product's description, its first lines until asked for more (the popup's room goes to the options): "Read more"
 * shows all of it, and the product page is a link away (issue 11: it was cut off with no way to read it).
 */
function PopupDescription({ text, slug }: { text: string; slug: string }) {
  const [more, setMore] = useState(false);
  const paragraphs = text.split(/\n{2,}/);
  const first = paragraphs[0] ?? '';
  const long = paragraphs.length > 1 || first.length > SHORT_DESCRIPTION;
  const id = `popup-description-${slug}`;
  return (
    <div className="options-popup__description" data-testid="popup-description">
      <div id={id}>
        {more ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{first.length > SHORT_DESCRIPTION ? `${first.slice(0, SHORT_DESCRIPTION - 3)}…` : first}</p>}
      </div>
      {long && (
        <button
          type="button"
          className="options-popup__link"
          aria-expanded={more}
          aria-controls={id}
          onClick={() => setMore(!more)}
          data-testid="popup-description-more"
        >
          {more ? 'Show less' : 'Read more'}
        </button>
      )}{' '}
      <a className="options-popup__link" href={`/product/${encodeURIComponent(slug)}`}>
        See the product page
      </a>
    </div>
  );
}
