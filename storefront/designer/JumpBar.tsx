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

/** The menu's sections as the page shows them (a product has its own), read from the menu once it is drawn. */
function readParts(): Part[] {
  return [...document.querySelectorAll<HTMLDetailsElement>('.designer__menu .designer-section')].map((s) => ({
    id: s.dataset.testid!.replace('designer-section-', ''),
    label: s.dataset.short ?? '',
  }));
}

export function JumpBar() {
  const [parts, setParts] = useState<Part[]>([]);
  const roving = useRovingFocus<HTMLDivElement>();
  useLayoutEffect(() => setParts(readParts()), []);
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
