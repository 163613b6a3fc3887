import { Collapsible } from 'radix-ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useOptions, useOptionsContext } from './context';
import { ERROR_SCROLL_DELAY_MS, productSections, scrollTargetY, sectionTitles, type SectionId } from './model/sections';
import { sectionSummary } from './model/summary';
import { nextTask } from '../api/nextTask';

// The options panel's collapsible sections: which the product shows, each body's chunk (loaded on demand), what is
// chosen in each header, and the scroll to the section a refusal names.

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

/** The product's sections; `scrollContainer`: where to scroll to a section with an error (the window by default). */
export function SectionList({ scrollContainer }: { scrollContainer?: () => HTMLElement | null }) {
  const { prefix } = useOptionsContext();
  const product = useOptions((s) => s.product);
  const color = useOptions((s) => s.color);
  const open = useOptions((s) => s.open);
  const setOpen = useOptions((s) => s.setOpen);
  const focus = useOptions((s) => s.scrollTo);
  const mode = useOptions((s) => s.mode);
  const sections = productSections(product, color, mode);
  useEffect(() => preloadSections(), []);

  // After a failed add: the section is expanded at once and scrolled to 1 s later, ERROR_SCROLL_OFFSET below the top of
  // the window or of the popup's body.
  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => {
      const el = document.getElementById(`${prefix}-section-${focus.id}`);
      if (!el) return;
      const container = scrollContainer?.();
      if (container) {
        const top = el.getBoundingClientRect().top - container.getBoundingClientRect().top;
        container.scrollTo({ top: scrollTargetY(top, container.scrollTop), behavior: 'smooth' });
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
