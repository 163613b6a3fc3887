import { useLayoutEffect, useState } from 'react';
import { openSection } from './focus';
import { useRovingFocus } from './roving';

// The designer's jump bar (issue 26, keyboard): right after the canvas, one Tab stop (a roving tab index) naming each
// menu section and Add to cart; Enter opens the section with the focus on its first control. From anywhere in the
// menu, Escape comes back to the canvas (Designer.tsx). So the canvas, each section and Add to cart are a few keys
// apart, where the page took 60 Tabs from the canvas to Add to cart.

interface Part {
  id: string;
  label: string;
}

const MENU = '.designer__menu';

/** The menu's sections as the page shows them now (a product has its own, and some come and go with the selection). */
function readParts(menu: Element): Part[] {
  return [...menu.querySelectorAll<HTMLDetailsElement>('.designer-section')].map((s) => ({
    id: s.dataset.testid!.replace('designer-section-', ''),
    label: s.dataset.short ?? '',
  }));
}

const sameParts = (a: Part[], b: Part[]) => a.length === b.length && a.every((p, i) => p.id === b[i].id && p.label === b[i].label);

/**
 * The menu's current sections: read once it is drawn, then again whenever a section comes or goes (the arrange
 * section shows only while something is selected), so the bar never names a section the menu lost or misses a new one.
 */
function useMenuParts(): Part[] {
  const [parts, setParts] = useState<Part[]>([]);
  useLayoutEffect(() => {
    const menu = document.querySelector(MENU);
    if (!menu) return;
    const read = () => setParts((old) => (sameParts(old, readParts(menu)) ? old : readParts(menu)));
    read();
    const observer = new MutationObserver(read);
    // the sections are the menu's own children (MenuSection.tsx)
    observer.observe(menu, { childList: true });
    return () => observer.disconnect();
  }, []);
  return parts;
}

export function JumpBar() {
  const parts = useMenuParts();
  const roving = useRovingFocus<HTMLDivElement>();
  return (
    <nav className="designer-jump" aria-label="Go to a part of the menu" data-testid="designer-jump">
      <div role="toolbar" aria-label="Go to" aria-describedby="designer-jump-hint" {...roving}>
        <span className="designer-jump__label" aria-hidden="true">
          Go to
        </span>
        {parts.map((p) => (
          <button
            key={p.id}
            type="button"
            className="designer-jump__part"
            onClick={() => (p.id === 'summary' ? addToCart() : openSection(p.id))}
            data-testid={`designer-jump-${p.id}`}
          >
            {p.label}
          </button>
        ))}
      </div>
      <p id="designer-jump-hint" className="visually-hidden">
        Arrow keys move between the parts; Enter goes there. Escape in the menu comes back to the design.
      </p>
    </nav>
  );
}

/** The summary's Add to cart takes the focus (its section opened if it was closed). */
function addToCart() {
  openSection('summary');
  document.querySelector<HTMLElement>('[data-testid="designer-add-to-cart"]')?.focus();
}
