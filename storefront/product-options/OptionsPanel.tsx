import { Collapsible } from 'radix-ui';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ProductDetail } from '../../contract/catalog';
import { addToCartBlockingCalls, useInFlight } from '../api/inflight';
import { useCartSummary } from '../shared/cart/cartSummary';
import { QuantityStepper } from '../ui/QuantityStepper';
import { createOptionsController, createOptionsData, type CartResult } from './controller';
import { OptionsContext, useOptions, useOptionsContext } from './context';
import { track } from '../common/analytics';
import { hasCookieChoice } from '../common/cookieChoice';
import { sameSiteReferrer } from './rules/misc';
import { upSellPending } from './rules/extras';
import { ERROR_SCROLL_DELAY_MS, productSections, scrollTargetY, sectionTitles, type SectionId } from './rules/sections';
import { createOptionsStore, type OptionsInit } from './store';
import type { ShownPrice } from './rules/state';
import { sectionSummary } from './rules/summary';
import { readUnitChoice } from './unitChoice';
import './product-options.css';
import { nextTask } from '../api/nextTask';

// Dialogs are only needed once something goes wrong or the cookie gate shows: loaded on demand.
const InfoDialog = lazy(() => import('../ui/InfoDialog').then((m) => ({ default: m.InfoDialog })));
const CookiePrompt = lazy(() => import('./CookiePrompt'));
// Section bodies are code loaded on demand. The size section's chunk is requested as soon as this module runs: the
// panel cannot render before the product's data arrives, and that request already waits for the contract's schemas
// chunk, so fetching it in parallel costs no time. The other sections' chunks follow when the browser is idle, or at
// once when such a section is the first one shown. The request starts in the next task, not in the one evaluating the
// page's JavaScript: its preload links cost that long task several milliseconds on a phone.
const sizeChunk = nextTask().then(() => import('./SizeSection'));
const SizeSection = lazy(() => sizeChunk.then((m) => ({ default: m.SizeSection })));
const choices = () => import('./Sections');
const extra = () => import('./ExtraSections');
const FormatSection = lazy(() => choices().then((m) => ({ default: m.FormatSection })));
const PackSection = lazy(() => choices().then((m) => ({ default: m.PackSection })));
const MaterialSection = lazy(() => choices().then((m) => ({ default: m.MaterialSection })));
const ColourSection = lazy(() => choices().then((m) => ({ default: m.ColourSection })));
const OrientationSection = lazy(() => choices().then((m) => ({ default: m.OrientationSection })));
const EffectSection = lazy(() => choices().then((m) => ({ default: m.EffectSection })));
const ShapeSection = lazy(() => choices().then((m) => ({ default: m.ShapeSection })));
const MaterialColourSection = lazy(() => choices().then((m) => ({ default: m.MaterialColourSection })));
const BlindSection = lazy(() => choices().then((m) => ({ default: m.BlindSection })));
const ModelSection = lazy(() => extra().then((m) => ({ default: m.ModelSection })));
const CustomSection = lazy(() => extra().then((m) => ({ default: m.CustomSection })));
const ExtrasSection = lazy(() => extra().then((m) => ({ default: m.ExtrasSection })));
const BundleSection = lazy(() => import('./BundleSection').then((m) => ({ default: m.BundleSection })));
const UpSellSection = lazy(() => import('./UpSellSection').then((m) => ({ default: m.UpSellSection })));
const CrossSellingSection = lazy(() => extra().then((m) => ({ default: m.CrossSellingSection })));

/** Fetches the section chunks when the browser is idle, so that opening a section shows it without waiting. */
function preloadSections(): () => void {
  const load = () => void Promise.all([choices(), extra()]).catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const t = setTimeout(load, 200);
  return () => clearTimeout(t);
}

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

const sectionBodies: Record<SectionId, () => ReactNode> = {
  size: () => <SizeSection />,
  format: () => <FormatSection />,
  pack: () => <PackSection />,
  material: () => <MaterialSection />,
  color: () => <ColourSection />,
  model: () => <ModelSection />,
  'material-color': () => <MaterialColourSection />,
  bundle: () => <BundleSection />,
  shape: () => <ShapeSection />,
  effect: () => <EffectSection />,
  tissue: () => <BlindSection field="tissue" />,
  mechanism: () => <BlindSection field="mechanism" />,
  drop: () => <BlindSection field="drop" />,
  'chain-position': () => <BlindSection field="chainPosition" />,
  'support-color': () => <BlindSection field="supportColor" />,
  custom: () => <CustomSection />,
  orientation: () => <OrientationSection />,
  extras: () => <ExtrasSection />,
  'up-selling': () => <UpSellSection />,
  'cross-selling': () => <CrossSellingSection />,
};

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
  useEffect(() => preloadSections(), []);
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
        <Sections scrollContainer={scrollContainer} />
        <Footer />
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

function Sections({ scrollContainer }: { scrollContainer?: () => HTMLElement | null }) {
  const { prefix } = useOptionsContext();
  const product = useOptions((s) => s.product);
  const color = useOptions((s) => s.color);
  const open = useOptions((s) => s.open);
  const setOpen = useOptions((s) => s.setOpen);
  const focus = useOptions((s) => s.scrollTo);
  const mode = useOptions((s) => s.mode);
  const sections = productSections(product, color, mode);

  // After a failed add: the section is expanded at once and scrolled to 1 s later, 150 px below the top.
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => {
      const el = document.getElementById(`${prefix}-section-${focus.id}`);
      if (!el) return;
      const container = scrollContainer?.();
      if (container) {
        const y = container.scrollTop + el.getBoundingClientRect().top - container.getBoundingClientRect().top;
        container.scrollTo({ top: Math.max(0, y - 150), behavior: 'smooth' });
      } else {
        window.scrollTo({ top: scrollTargetY(el.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
      }
      el.querySelector<HTMLElement>('.section__trigger')?.focus({ preventScroll: true });
    }, ERROR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focus, prefix, scrollContainer]);

  if (sections.length === 0) return <p className="options-panel__lead">This product comes in one version, ready to order.</p>;
  return (
    <div className="sections">
      {sections.map((id) => (
        <Collapsible.Root
          key={id}
          className="section"
          id={`${prefix}-section-${id}`}
          data-testid={`section-${id}`}
          open={open.includes(id)}
          onOpenChange={(o) => setOpen(o ? [...open, id] : open.filter((x) => x !== id))}
        >
          <h3 className="section__header">
            <Collapsible.Trigger className="section__trigger">
              <span>{sectionTitles[id]}</span>
              <SectionSummary id={id} />
              <span className="section__chevron" aria-hidden="true" />
            </Collapsible.Trigger>
          </h3>
          <Collapsible.Content className="section__content">
            <Suspense fallback={<p className="hint">Loading…</p>}>{sectionBodies[id]()}</Suspense>
          </Collapsible.Content>
        </Collapsible.Root>
      ))}
    </div>
  );
}

/** What is chosen in a section, shown in its header while collapsed. */
function SectionSummary({ id }: { id: SectionId }) {
  const text = useOptions((s) => sectionSummary(s, id));
  return text ? <span className="section__summary">{text}</span> : null;
}

function Footer() {
  const { controller } = useOptionsContext();
  const s = useOptions((x) => x);
  const blocking = useInFlight(addToCartBlockingCalls);
  const disabled = blocking || !s.ready || s.adding || s.uploading || upSellPending(s.upSell);
  const label = s.mode === 'modify' ? 'Update cart item' : 'Add to cart';
  return (
    <div className="options-footer">
      <div className="options-footer__row">
        <QuantityStepper label="Quantity" value={s.quantity} onChange={(q) => s.setQuantity(q)} testId="quantity" />
        <div
          className={`options-footer__price${blocking && s.price ? ' options-footer__price--updating' : ''}`}
          aria-live="polite"
          aria-busy={blocking || undefined}
          data-testid="live-price-box"
        >
          {s.price?.formattedTotalPrice ? (
            <>
              <p className="price price--lg">
                <span className="price__current" data-testid="live-price">
                  {s.price.formattedTotalPrice}
                </span>
              </p>
              <p className="options-footer__breakdown" data-testid="live-price-breakdown">
                Item {s.price.formattedPrice}
                {s.price.formattedOldPrice && (
                  <s className="price__old">
                    {' '}
                    <span className="visually-hidden">was </span>
                    {s.price.formattedOldPrice}
                  </s>
                )}
                {s.price.formattedExtrasPrice && ` + accessories ${s.price.formattedExtrasPrice}`}
                {s.price.formattedUpSellingPrice && ` + personalised text ${s.price.formattedUpSellingPrice}`}
              </p>
            </>
          ) : s.price ? (
            <p className="price price--lg">
              <span className={s.price.formattedOldPrice ? 'price__current price__current--sale' : 'price__current'} data-testid="live-price">
                {s.price.formattedPrice}
              </span>
              {s.price.formattedOldPrice && (
                <s className="price__old">
                  <span className="visually-hidden">was </span>
                  {s.price.formattedOldPrice}
                </s>
              )}
            </p>
          ) : (
            <p className="options-footer__no-price" data-testid="live-price-missing">
              {blocking ? 'Calculating price…' : s.priceFailed ? 'We could not get the price. The cart will show it.' : 'Complete your choice to see the price'}
            </p>
          )}
          {blocking && s.price && (
            <p className="options-footer__updating" data-testid="live-price-updating">
              Updating price…
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className="button button--primary options-footer__add"
        // aria-disabled, not disabled: the button keeps focus while adding (a disabled one dropped it to the page body,
        // and the info dialog of a refusal had nowhere to return it) and Tab still reaches it.
        aria-disabled={disabled}
        onClick={() => {
          if (!disabled) void controller.addToCart();
        }}
        data-testid="add-to-cart"
        data-ready={s.ready ? 'true' : 'false'}
      >
        {s.adding ? 'Adding…' : label}
      </button>
    </div>
  );
}
