import type { ReactNode } from 'react';

// One collapsible section of the designer's menu (SPEC.md section 2): a native disclosure (<details>), named by its
// title for screen readers; a completed step turns green, and sections wait for a background (SPEC.md section 4)
// with a word saying so. Native elements keep the designer's chunk from sharing UI packages with the product page.

interface MenuSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  completed?: boolean;
  /** Why the section is inactive (no background yet); undefined when active. */
  inactive?: string;
}

export function MenuSection({ id, title, children, defaultOpen, completed, inactive }: MenuSectionProps) {
  return (
    <details
      className={`designer-section${completed ? ' designer-section--done' : ''}${inactive ? ' designer-section--inactive' : ''}`}
      open={defaultOpen}
      data-testid={`designer-section-${id}`}
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
