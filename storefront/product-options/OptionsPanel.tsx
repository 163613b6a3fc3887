import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ProductDetail } from '../../contract/catalog';
import { useCartSummary } from '../shared/cart/cartSummary';
import { createOptionsController, createOptionsData, type CartResult } from './controller';
import { OptionsContext } from './context';
import { track } from '../common/analytics';
import { hasCookieChoice } from '../common/cookieChoice';
import { sameSiteReferrer } from './model/misc';
import type { SectionId } from './model/sections';
import { createOptionsStore, type OptionsInit } from './store';
import type { ShownPrice } from './model/state';
import { readUnitChoice } from './unitChoice';
import { OptionsFooter } from './OptionsFooter';
import { SectionList } from './SectionList';
import './product-options.css';

// The panel's own job: one options store and controller per product and opening, the controller's dialogs (info,
// cookie prompt), what follows a successful add or modify, and the price and preview its host follows. What it draws:
// SectionList.tsx (the sections) and OptionsFooter.tsx (quantity, live price, add button).

// Dialogs are only needed once something goes wrong or the cookie gate shows: loaded on demand.
const InfoDialog = lazy(() => import('../ui/InfoDialog').then((m) => ({ default: m.InfoDialog })));
const CookiePrompt = lazy(() => import('./CookiePrompt'));

interface OptionsPanelProps {
  product: ProductDetail;
  init?: OptionsInit;
  /** Called after a successful add or modify (the popup closes). */
  onDone?: () => void;
  /** Where the panel scrolls when a section must be shown: the window (default) or a popup body. */
  scrollContainer?: () => HTMLElement | null;
  /** Told preview-image's answer for the chosen effect (undefined before any), so the host shows it on its picture. */
  onPreviewImage?: (img: string | undefined) => void;
  /** Told the shopper's live price (undefined while there is none), so the page's price box follows the choice. */
  onPrice?: (price: ShownPrice | undefined) => void;
}

/** The add-to-cart options: collapsible sections, quantity, live price and the add (or modify) button. */
export function OptionsPanel({ product, init, onDone, scrollContainer, onPreviewImage, onPrice }: OptionsPanelProps) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [info, setInfo] = useState<{ title: string; message: string; section?: SectionId } | null>(null);
  const [cookieOpen, setCookieOpen] = useState(false);
  // The store lives as long as the product and its opening; a new onDone from the parent must not rebuild it.
  const latestOnDone = useRef(onDone);
  useLayoutEffect(() => {
    latestOnDone.current = onDone;
  });

  const value = useMemo(() => {
    const store = createOptionsStore(product, { ...init });
    const controller = createOptionsController(store, {
      data: createOptionsData(),
      showInfo: (message, title = 'Please check your choice', section) => setInfo({ title, message, section }),
      hasCookieChoice: () => hasCookieChoice(),
      askCookieChoice: () => setCookieOpen(true),
      referrer: () => sameSiteReferrer(document.referrer, location.origin),
      onCartSuccess: (result: CartResult, mode) => {
        void import('./analytics').then((m) => {
          track(m.cartEvent(result, mode));
          void m.sendConversion(result, mode, navigator.userAgent);
        });
        const summary = useCartSummary.getState();
        const added = mode === 'add' ? result.cartItems.reduce((n, i) => n + i.quantity, 0) : 0;
        useCartSummary.setState({ count: result.count ?? summary.count + added });
        latestOnDone.current?.();
        useCartSummary.getState().open();
      },
    });
    return { store, controller, prefix };
  }, [product, init, prefix]);

  // The remembered unit (local storage) after the first render: a server-rendered product page was rendered in
  // centimetres, which the server cannot know otherwise, and the first render in the browser must match it.
  useLayoutEffect(() => {
    const unit = init?.unit === undefined ? readUnitChoice() : undefined;
    if (unit) value.store.getState().setUnit(unit);
  }, [value, init]);
  useEffect(() => value.controller.start(), [value]);
  useEffect(() => {
    if (!onPreviewImage) return;
    onPreviewImage(value.store.getState().previewImage);
    return value.store.subscribe((next, prev) => {
      if (next.previewImage !== prev.previewImage) onPreviewImage(next.previewImage);
    });
  }, [value, onPreviewImage]);
  useEffect(() => {
    if (!onPrice) return;
    onPrice(value.store.getState().price);
    return value.store.subscribe((next, prev) => {
      if (next.price !== prev.price) onPrice(next.price);
    });
  }, [value, onPrice]);

  return (
    <OptionsContext.Provider value={value}>
      <div className="options-panel" data-testid="options-panel" data-product-id={product.id}>
        <SectionList scrollContainer={scrollContainer} />
        <OptionsFooter />
      </div>
      {info && (
        <Suspense fallback={null}>
          <InfoDialog
            open
            onClose={() => setInfo(null)}
            title={info.title}
            returnFocusTo={info.section ? () => document.querySelector<HTMLElement>(`#${prefix}-section-${info.section} .section__trigger`) : undefined}
          >
            <p data-testid="info-dialog-message">{info.message}</p>
          </InfoDialog>
        </Suspense>
      )}
      {cookieOpen && (
        <Suspense fallback={null}>
          <CookiePrompt onClose={() => setCookieOpen(false)} />
        </Suspense>
      )}
    </OptionsContext.Provider>
  );
}
