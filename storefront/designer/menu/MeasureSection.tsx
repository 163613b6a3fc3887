import { useEffect, useState } from 'react';
import { sizeAlert, type DesignDocument } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import { parseLength, sizeAlertText } from '../../product-options/rules/size';
import { Choices as ChoiceGroup } from './Choices';
import type { Run } from './run';

// The measure section: the physical size. A product with a custom size takes width and height (kept proportional to
// the canvas unless the sizing rules say otherwise, so typing one fills the other); one with catalogue sizes offers
// them. Alerts use the shop's size texts and block the price, as on the product page.

export function MeasureSection({ run, doc, product }: { run: Run; doc: DesignDocument; product: ProductDetail }) {
  const p = doc.product;
  const limits = product.customSize;
  const [typed, setTyped] = useState({ width: p.width?.toString() ?? '', height: p.height?.toString() ?? '' });
  // the document changes under the fields (undo, the other field filled in proportion): show what it holds
  useEffect(() => setTyped({ width: p.width?.toString() ?? '', height: p.height?.toString() ?? '' }), [p.width, p.height]);
  const alert = limits ? sizeAlert({ width: p.width, height: p.height }, p.limits) : null;

  if (!limits) {
    // Catalogue sizes. A composition product lists the sizes of the chosen panels; a size with a device is named
    // by it (type 7's design is 1 x 1; square and round coasters share their dimensions).
    const panels = p.composition;
    const ofPanels = (s: ProductDetail['sizes'][number]) => !panels || s.compositionId === undefined || String(s.compositionId) === panels;
    const sizes = product.sizes.filter(ofPanels);
    const chosen = p.device ? product.sizes.find((s) => String(s.deviceid) === p.device) : sizes.find((s) => s.width === p.width && s.height === p.height);
    return (
      <ChoiceGroup
        label="Sizes"
        testId="designer-sizes"
        value={chosen ? String(chosen.sizeid) : undefined}
        onChange={(v) => {
          const s = product.sizes.find((x) => String(x.sizeid) === v);
          if (!s) return;
          run('chooseSize', {
            width: s.width,
            height: s.height,
            device: s.deviceid !== undefined ? String(s.deviceid) : null,
            ...(s.compositionId !== undefined ? { composition: String(s.compositionId) } : {}),
            name: s.name,
          });
        }}
        items={sizes.map((s) => ({ value: String(s.sizeid), label: s.name, note: s.formattedPrice }))}
      />
    );
  }
  const commit = (field: 'width' | 'height', text: string) => {
    const value = parseLength(text);
    run('setSize', { [field]: value ?? null });
  };
  return (
    <div className="designer-measure">
      {(['width', 'height'] as const).map((field) => (
        <label key={field} className="field">
          <span className="field__label">
            {field === 'width' ? 'Width' : 'Height'} (cm),{' '}
            {field === 'width' ? `${limits.minWidth}–${limits.maxWidth}` : `${limits.minHeight}–${limits.maxHeight}`}
          </span>
          <input
            className="field__input"
            inputMode="decimal"
            value={typed[field]}
            onChange={(e) => setTyped({ ...typed, [field]: e.target.value })}
            onBlur={(e) => commit(field, e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && commit(field, e.currentTarget.value)}
            aria-invalid={alert ? true : undefined}
            data-testid={`designer-${field}`}
          />
        </label>
      ))}
      {alert && (
        <p className="alert alert--danger" role="alert" data-testid={`designer-size-alert-${alert}`}>
          {sizeAlertText(alert, limits, 'cm')}
        </p>
      )}
    </div>
  );
}
