import { useState } from 'react';
import { restoreDocument, type DesignDocument } from '../../../editor-engine';
import { FONTS } from '../../../workers/fonts/catalogue';
import type { DesignerPageData } from '../../data/designerPage';
import { useRequest } from '../../common/useRequest';
import type { Run } from './run';

// "Start from a template" (issue 29): the shop's designs for this product, each with a name to type and maybe a
// photo frame, its other parts locked. Picking one on an empty design starts it; on a design with something in it
// the section asks first. The name then opens in the text field, selected, ready to be typed over.

interface Picked {
  id: string;
  name: string;
  design: DesignDocument;
}

const hasPlaceholder = (d: DesignDocument, kind: 'photo' | 'text') => Object.values(d.objects).some((o) => o.template?.placeholder === kind);

function whatItAsks(d: DesignDocument): string {
  const photo = hasPlaceholder(d, 'photo');
  return photo ? 'your name and your photo' : 'your name';
}

export function TemplatesSection({ run, productId, data, empty }: { run: Run; productId: number; data: DesignerPageData; empty: boolean }) {
  const request = useRequest(`designer-templates:${productId}`, async (signal) =>
    // restored as every design the page opens: a template the engine cannot read is not offered
    (await data.templates(productId, signal)).flatMap((t) => {
      try {
        return [{ id: t.id, name: t.name, design: restoreDocument(t.design, { fonts: FONTS }) }];
      } catch {
        return [];
      }
    }),
  );
  const [asking, setAsking] = useState<Picked>();

  if (request.status === 'error') return <p className="hint">The templates could not be loaded: {request.message}</p>;
  // no heading while loading, or for a product without templates: nothing to offer
  if (request.status === 'loading' || request.data.length === 0) return null;

  const start = (t: Picked) => {
    setAsking(undefined);
    run('startTemplate', t);
  };

  return (
    <section className="designer-templates" aria-labelledby="designer-templates-title" data-testid="designer-start-template">
      <h3 id="designer-templates-title" className="designer-templates__title">
        Start from a template
      </h3>
      <ul className="designer-templates__list" data-testid="designer-templates">
        {request.data.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              className="button button--secondary designer-templates__pick"
              onClick={() => (empty ? start(t) : setAsking(t))}
              aria-describedby={`designer-template-${t.id}`}
              data-testid="designer-template"
            >
              {t.name}
            </button>
            <span id={`designer-template-${t.id}`} className="hint">
              Fill in {whatItAsks(t.design)}
            </span>
          </li>
        ))}
      </ul>
      {asking && (
        <div className="designer-templates__confirm" role="alertdialog" aria-labelledby="designer-template-question" data-testid="designer-template-confirm">
          <p id="designer-template-question">Replace your design with the template “{asking.name}”? Undo brings your design back.</p>
          <button type="button" className="button button--primary" onClick={() => start(asking)} autoFocus>
            Replace my design
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={() => setAsking(undefined)}>
            Keep my design
          </button>
        </div>
      )}
    </section>
  );
}
