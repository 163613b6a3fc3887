import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * The product list's description block (SPEC.md section 2): clamped to `maxLines` (the list's data says how many),
 * with view more / view less only when the text is longer than that at the current width.
 */
export function DescriptionBlock({ title, paragraphs, maxLines }: { title: string; paragraphs: readonly string[]; maxLines: number }) {
  const id = useId();
  const text = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = text.current;
    if (!el || open) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [open, paragraphs, maxLines]);
  return (
    <section className={`description-block${open ? ' description-block--open' : ''}`} aria-labelledby={`${id}-title`} data-testid="description-block">
      <h2 id={`${id}-title`} className="description-block__title">
        {title}
      </h2>
      <div id={`${id}-text`} ref={text} className="description-block__text" style={open ? undefined : { WebkitLineClamp: maxLines }}>
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {(overflows || open) && (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-text`} onClick={() => setOpen(!open)}>
          {open ? 'View less' : 'View more'}
        </button>
      )}
    </section>
  );
}
