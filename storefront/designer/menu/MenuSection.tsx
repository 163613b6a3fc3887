import type { ReactNode } from 'react';
import { firstControl } from '../focus';

// One collapsible section of the designer's menu (SPEC.md section 2): a native disclosure (<details>), named by its
// title for screen readers; a completed step turns green, and sections wait for a background (SPEC.md section 4)
// with a word saying so. Native elements keep the designer's chunk from sharing UI packages with the product page.
// Opening a section from its title puts the focus on its first control (issue 26); the jump bar names it by `short`.

interface MenuSectionProps {
  id: string;
  title: string;
  /** Its name in the designer's jump bar (JumpBar.tsx); the title when unset. */
  short?: string;
  children: ReactNode;
  defaultOpen?: boolean;
  completed?: boolean;
  /** Why the section is inactive (no background yet); undefined when active. */
  inactive?: string;
}

export function MenuSection({ id, title, short, children, defaultOpen, completed, inactive }: MenuSectionProps) {
  return (
    <details
      className={`designer-section${completed ? ' designer-section--done' : ''}${inactive ? ' designer-section--inactive' : ''}`}
      open={defaultOpen}
      data-testid={`designer-section-${id}`}
      data-short={short ?? title}
      onToggle={(e) => {
        const section = e.currentTarget;
        const summary = section.querySelector('summary');
        if (!section.open || document.activeElement !== summary) return;
        firstControl(section.querySelector('.designer-section__body')!)?.focus();
      }}
    >
      <summary className="designer-section__trigger">
        <span className="designer-section__mark" aria-hidden="true">
          {completed ? '✓' : ''}
        </span>
        <h2 className="designer-section__heading">{title}</h2>
        {completed && <span className="visually-hidden"> (done)</span>}
      </summary>
      <div className="designer-section__body">{inactive ? <p className="hint">{inactive}</p> : children}</div>
    </details>
  );
}
