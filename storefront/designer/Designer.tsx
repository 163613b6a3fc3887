import { useMemo, useState, type KeyboardEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import {
  actions,
  canvasForSize,
  completedSteps,
  createDocument,
  DEFAULT_LIMITS,
  DEFAULT_PRINT_SPEC,
  offersPackChoice,
  offersShapes,
  preflight,
  dispatch,
  DesignerSession,
  hasBackground,
  isClothing,
  photoFrameToFill,
  restoreDocument,
  sectionFixing,
  sectionsActive,
  type ActionName,
  type DesignDocument,
  type TypeCode,
} from '../../editor-engine';
import type { ProductDetail } from '../../contract/catalog';
import { FONTS } from '../../workers/fonts/catalogue';
import { track } from '../common/analytics';
import { createDesignerPageData } from '../data/designerPage';
import { useCartSummary } from '../shared/cart/cartSummary';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { useRequest } from '../common/useRequest';
import { ArrangeBar } from './ArrangeBar';
import { CanvasView } from './CanvasView';
import { ViewControls } from './ViewControls';
import { putDesignInCart } from './designCart';
import { DraftBanner } from './DraftBanner';
import { focusCanvas } from './focus';
import { JumpBar } from './JumpBar';
import { shortcutLabel } from './shortcuts';
import { isApiError, shopperMessage } from '../api/errors';
import { useDrafts } from './useDrafts';
import { AddSection } from './menu/AddSection';
import { ArrangeSection } from './menu/ArrangeSection';
import { EffectSection, ShapeSection } from './menu/LookSections';
import { madeInSizes } from './menu/madeIn';
import { FeaturesSection, hasFeatures } from './menu/FeaturesSection';
import { ImageSection } from './menu/ImageSection';
import { MeasureSection } from './menu/MeasureSection';
import { ClothingModelSection, FabricColourSection } from './menu/ClothingSection';
import { PackSection } from './menu/PackSection';
import type { Run } from './menu/run';
import { InfoModal } from './menu/InfoModal';
import { Mockup } from './Mockup';
import { MenuSection } from './menu/MenuSection';
import { SearchSection } from './menu/SearchSection';
import { BackgroundColourSection, TextSection } from './menu/StyleSections';
import { SummarySection } from './menu/SummarySection';
import { TemplatesSection } from './menu/TemplatesSection';
import { ObjectList } from './ObjectList';
import { ShareDesign } from './ShareDesign';
import { SharedCopy } from './SharedCopy';
import { renderClient } from './renderClient';
import { preflightText } from './preflightText';
import { useTextInk } from './textInk';
import { useSnapshot } from './useSession';
import './designer.css';

// The designer (a lazy chunk: DesignerRoute loads the product first). The page only reads the session's snapshot and
// dispatches actions; the engine does the rest. `item` reopens a cart item's design (the cart's Change).

const data = createDesignerPageData();
// the render worker (texts' outlines) starts with the chunk, beside the design's data, not once the canvas shows
void renderClient().catch(() => undefined);
const INACTIVE = 'Add a background first: a photo or a colour.';

/** A refused add names what to fix (SPEC.md section 8): the menu section that fixes it opens and takes focus. */
function showSection(id: string | undefined): void {
  const section = id ? document.querySelector<HTMLDetailsElement>(`[data-testid="designer-section-${id}"]`) : null;
  if (!section) return;
  section.open = true;
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  section.querySelector<HTMLElement>('summary')?.focus({ preventScroll: true });
}

/**
 * Escape anywhere in the menu comes back to the canvas (issue 26: 22 Shift+Tab did), unless a dialog or a search
 * field with words in it takes it, or a control used it and kept the focus.
 */
function backToCanvas(e: KeyboardEvent<HTMLElement>): void {
  const target = e.target as HTMLElement;
  if (e.key !== 'Escape' || target.closest('dialog')) return;
  if (target instanceof HTMLInputElement && target.type === 'search' && target.value) return;
  if (e.defaultPrevented && document.activeElement !== document.body) return;
  e.preventDefault();
  focusCanvas();
}

/** A new design of the product: its size limits from the catalogue. */
function newDocument(product: ProductDetail, typeCode: TypeCode): DesignDocument {
  const c = product.customSize;
  // a garment prints on its print area: the canvas has its proportions from the start (logic/canvasSize.ts)
  const canvas = canvasForSize(product.printArea ?? { width: null, height: null }, 'original', typeCode, { width: 600, height: 400 });
  return createDocument(
    {
      productId: product.id,
      typeCode,
      limits: c
        ? { minWidth: c.minWidth, minHeight: c.minHeight, maxWidth: c.maxWidth, maxHeight: c.maxHeight, minPack: product.minPack ?? 1 }
        : { ...DEFAULT_LIMITS, minPack: product.minPack ?? 1 },
    },
    canvas,
  );
}

/** The document to start from: the cart item's design, or a new one (with a word when the saved one cannot be read). */
function openDocument(product: ProductDetail, typeCode: TypeCode, item: DesignerProps['item']): { doc: DesignDocument; problem?: string } {
  if (!item) return { doc: newDocument(product, typeCode) };
  try {
    return { doc: restoreDocument(item.design, { fonts: FONTS }) };
  } catch {
    return { doc: newDocument(product, typeCode), problem: 'Your saved design could not be opened, so you start from a new one. Your cart item is unchanged.' };
  }
}

interface DesignerProps {
  product: ProductDetail;
  typeCode: TypeCode;
  /** Changing a cart item: its id and its design as the server kept it (restored here, as everywhere). */
  item?: { id: number; design: unknown };
  /** A copy of a shared design to start from (SharedCopy.tsx). */
  copy?: DesignDocument;
}

/**
 * With `itemId` (the cart's Change), the cart item's design is loaded first, as the server kept it; with `shared` (a
 * shared design's link), a copy of the shared design.
 */
export default function Designer({ product, typeCode, item, shared }: Omit<DesignerProps, 'item' | 'copy'> & { item?: string; shared?: string }) {
  const itemId = item && /^\d{1,10}$/.test(item) ? Number(item) : undefined;
  const request = useRequest(`designer-item:${itemId ?? ''}`, async (signal) => (itemId ? await data.cartItemDesign(itemId, signal) : undefined));
  if (shared !== undefined && !itemId) {
    return (
      <SharedCopy token={shared} product={product} data={data}>
        {(copy) => <DesignerEditor product={product} typeCode={typeCode} copy={copy} />}
      </SharedCopy>
    );
  }
  if (!itemId) return <DesignerEditor product={product} typeCode={typeCode} />;
  if (request.status === 'loading') return <Spinner label="Opening your design" />;
  if (request.status === 'error') return <ErrorMessage title="Your design could not be opened" message={request.message} onRetry={request.retry} />;
  return <DesignerEditor product={product} typeCode={typeCode} item={request.data ? { id: itemId, design: request.data } : undefined} />;
}

function DesignerEditor({ product, typeCode, item, copy }: DesignerProps) {
  const [opened] = useState(() => (copy ? { doc: copy } : openDocument(product, typeCode, item)));
  const [session, setSession] = useState(() => new DesignerSession(opened.doc));
  // the canvas (and its pointer tool) belongs to one session: a continued draft gets a canvas of its own
  const [generation, setGeneration] = useState(0);
  const snap = useSnapshot(session);
  const doc = snap.doc;

  // Saved locally as the shopper works, so a reload or a crash loses nothing; earlier designs are offered back.
  const drafts = useDrafts(product.id, snap.doc, !item);

  const run: Run = (name, ...args) => dispatch(session, name, ...args);
  const can = (name: ActionName) => (actions[name].enabled as (s: DesignerSession) => boolean)(session);
  const active = sectionsActive(doc);
  const done = completedSteps(doc, product);
  const shapes = offersShapes(typeCode);

  async function addToCart() {
    try {
      const r = await putDesignInCart(session.doc, { render: await renderClient(), data, product, itemId: item?.id });
      const next = newDocument(product, typeCode);
      drafts.finished(next);
      setSession(new DesignerSession(next));
      setGeneration((g) => g + 1);
      if (r.count !== undefined) useCartSummary.setState({ count: r.count });
      useCartSummary.getState().open();
      if (item) navigate(`/designer/${product.slug}`, { replace: true });
    } catch (e) {
      console.error('designer add to cart failed', e);
      const message = shopperMessage(e, 'Error');
      const errorCode = isApiError(e) ? e.errorCode : undefined;
      track({ event: 'designer_add_to_cart_error', productId: product.id, message });
      showSection(sectionFixing(errorCode));
      throw new Error(message);
    }
  }

  const printSpec = product.print ?? DEFAULT_PRINT_SPEC;
  // what would print badly, live (the server recomputes it on add): outlined on the canvas, worded in the summary
  const ink = useTextInk(doc);
  const checks = useMemo(
    () =>
      preflight(doc, printSpec, ink).map((w) => ({ key: `${w.code}:${w.objectId}`, strong: w.severity === 'strong', text: preflightText(w, doc, printSpec) })),
    [doc, printSpec, ink],
  );
  const canvas = (
    <CanvasView
      key={generation}
      printSpec={printSpec}
      session={session}
      panels={product.compositions.find((c) => String(c.id) === doc.product.composition)?.panels}
      rulers={!isClothing(typeCode)}
      label={`Your design of ${product.name}. Arrows move the selection (or the photo), + and - resize it, [ and ] rotate it; ${shortcutLabel('Mod')} with + and - zooms, with 0 fits.`}
    />
  );
  const packs = offersPackChoice(product);

  return (
    <article className="designer" aria-labelledby="designer-title">
      <h1 id="designer-title">{item ? `Change your ${product.name}` : `Design your ${product.name}`}</h1>
      {opened.problem && (
        <p className="alert alert--danger" role="alert">
          {opened.problem}
        </p>
      )}
      <DraftBanner
        offered={drafts.offered}
        onContinue={(d) => {
          setSession(new DesignerSession(drafts.continueDraft(d)));
          setGeneration((g) => g + 1);
        }}
        onDiscard={drafts.discard}
      />
      <div className="designer__layout">
        <div className="designer__stage">
          <div className="designer__toolbar" role="toolbar" aria-label="Design tools">
            {(['undo', 'redo'] as const).map((name) => (
              <button
                key={name}
                type="button"
                className="button button--secondary"
                onClick={() => run(name)}
                aria-disabled={!can(name)}
                data-testid={`designer-${name}`}
              >
                {actions[name].label}
              </button>
            ))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => run('togglePreview')}
              aria-pressed={snap.session.mode === 'preview'}
              data-testid="designer-preview"
            >
              Preview
            </button>
            {doc.background && (
              <button
                type="button"
                className="button button--secondary"
                aria-pressed={snap.session.photo}
                onClick={() => {
                  session.selectPhoto(!snap.session.photo);
                  // the arrow keys move it from the canvas
                  document.querySelector<HTMLElement>('[data-testid="designer-canvas"]')?.focus();
                }}
                data-testid="designer-move-photo"
              >
                {actions.moveBackground.label}
              </button>
            )}
            <ShareDesign doc={doc} data={data} />
            <ViewControls session={session} run={run} />
          </div>
          {isClothing(typeCode) ? (
            <Mockup
              fabric={product.materialColors.find((c) => String(c.id) === doc.product.material)?.hex ?? '#f4f4f4'}
              mode={snap.session.mode}
              printArea={product.printArea}
              onMockupClick={() => snap.session.mode === 'preview' && run('togglePreview')}
            >
              {canvas}
            </Mockup>
          ) : (
            canvas
          )}
          <ArrangeBar session={session} />
          <p className="visually-hidden" aria-live="polite" data-testid="designer-announcement">
            {snap.session.announcement}
          </p>
          <JumpBar />
          <ObjectList session={session} />
        </div>
        <aside className="designer__menu" aria-label="Design menu" onKeyDown={backToCanvas}>
          <MenuSection id="add" title="Add a background or picture" short="Photo" defaultOpen completed={Boolean(doc.background)}>
            <AddSection run={run} productId={product.id} hasBackground={active} frame={photoFrameToFill(doc, snap.session.selection)} />
            {/* in the first section, open from the start, after the uploads (the jump bar's parts and their keys stay) */}
            <TemplatesSection run={run} productId={product.id} data={data} empty={doc.order.length === 0 && !hasBackground(doc)} />
          </MenuSection>
          <MenuSection id="background-colour" title="Background colour" short="Colour" defaultOpen completed={Boolean(doc.backgroundColor)}>
            <BackgroundColourSection run={run} current={doc.backgroundColor} />
          </MenuSection>
          {isClothing(typeCode) ? (
            <>
              <MenuSection id="measure" title="Model and size" completed={done.measure} inactive={active ? undefined : INACTIVE}>
                <ClothingModelSection run={run} doc={doc} product={product} data={data} />
              </MenuSection>
              <MenuSection id="material" title="Fabric colour" completed={done.material} inactive={active ? undefined : INACTIVE}>
                <FabricColourSection run={run} doc={doc} product={product} />
              </MenuSection>
            </>
          ) : (
            <MenuSection id="measure" title={packs ? 'Size and pack' : 'Size'} completed={done.measure} inactive={active ? undefined : INACTIVE}>
              <MeasureSection run={run} doc={doc} product={product} />
              {packs && <PackSection run={run} doc={doc} product={product} />}
              {product.category.startsWith('wallpaper') && (
                <InfoModal type="wallpaper-pattern" label="About the pattern repeat" productId={product.id} data={data} />
              )}
            </MenuSection>
          )}
          {hasFeatures(product) && (
            <MenuSection id="features" title="Features" completed={done.features} inactive={active ? undefined : INACTIVE}>
              <FeaturesSection run={run} doc={doc} product={product} data={data} />
            </MenuSection>
          )}
          <MenuSection id="text" title="Text" defaultOpen completed={done.text} inactive={active ? undefined : INACTIVE}>
            <TextSection run={run} enabled={can('addText')} session={session} />
          </MenuSection>
          {snap.session.selection.length > 0 && (
            <MenuSection id="arrange" title="Flip, opacity and adjustments" short="Arrange" defaultOpen>
              <ArrangeSection run={run} session={session} />
            </MenuSection>
          )}
          <MenuSection id="search" title="Designs to add" short="Designs" inactive={active ? undefined : INACTIVE}>
            <SearchSection run={run} enabled={active} />
          </MenuSection>
          <MenuSection id="frame" title="Picture frame" short="Frame" inactive={active ? undefined : INACTIVE}>
            <ImageSection run={run} snap={snap} />
          </MenuSection>
          {shapes && (
            <MenuSection id="shape" title="Shape" completed={doc.shape.kind !== 'original'} inactive={active ? undefined : INACTIVE}>
              <ShapeSection run={run} doc={doc} madeIn={madeInSizes(product)} />
            </MenuSection>
          )}
          <MenuSection id="effect" title="Effect" completed={doc.effect !== 'original'} inactive={active ? undefined : INACTIVE}>
            <EffectSection run={run} doc={doc} />
          </MenuSection>
          <MenuSection id="summary" title="Summary" short="Add to cart" defaultOpen>
            <SummarySection run={run} doc={doc} product={product} onAdd={addToCart} updating={Boolean(item)} checks={checks} />
          </MenuSection>
        </aside>
      </div>
    </article>
  );
}
